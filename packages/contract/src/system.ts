import { z } from 'zod';

/** `GET /wps/system/country`: countries with their international dialling code (digits, no `+`). */
export const countrySchema = z.object({
  countryCode: z.string().length(2),
  countryDialingCode: z.string().regex(/^\d{1,4}$/),
  name: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
export const countryListSchema = z.array(countrySchema);
