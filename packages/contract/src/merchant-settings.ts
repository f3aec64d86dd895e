import { z } from 'zod';
import { type ModId, modIds } from './modules.ts';

/** Text shown to people, in each language of the `Language` header. */
export const localizedTextSchema = z.object({ EN: z.string().max(2000), CN: z.string().max(2000) });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** An IPv4 or IPv6 range (`10.0.0.0/8`, `2001:db8::/32`) or a single address. */
export const cidrSchema = z.union([z.cidrv4(), z.cidrv6(), z.ipv4(), z.ipv6()]);

export const maintenanceSettingsSchema = z
  .object({
    on: z.boolean(),
    /** Epoch milliseconds; null: until switched off. A past instant ends maintenance by itself. */
    endsAt: z.number().int().nullable().default(null),
    message: localizedTextSchema.nullable().default(null),
  })
  .strict();

/** Visitors a merchant turns away: by country or address range, unless an allow range matches the address. */
export const regionBlockSchema = z
  .object({
    /** ISO 3166-1 alpha-2 codes. */
    blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250),
    allowCidrs: z.array(cidrSchema).max(500),
    denyCidrs: z.array(cidrSchema).max(500),
    message: localizedTextSchema.nullable().default(null),
  })
  .strict();
export type RegionBlock = z.output<typeof regionBlockSchema>;

/** Operator changes to a merchant's switches. Every part is optional; a part that is given replaces the stored one. */
export const merchantSettingsPatchSchema = z
  .object({
    maintenance: maintenanceSettingsSchema,
    regionBlock: regionBlockSchema,
    disabledModules: z.array(z.enum(modIds as [ModId, ...ModId[]])).max(modIds.length),
  })
  .partial()
  .strict();
export type MerchantSettingsPatch = z.input<typeof merchantSettingsPatchSchema>;
