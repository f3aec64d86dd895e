import { z } from 'zod/mini';

// `GET /wps/system/helpCenter`, which the home page's guide button reads in the first view: `zod/mini`, like
// system-status.ts.

export const helpCenterQuerySchema = z.object({
  lang: z.optional(z.string().check(z.maxLength(8))),
  device: z.optional(z.enum(['WEB', 'MOBILE', 'APP', 'web', 'mobile', 'app'])),
});

export interface HelpEntry {
  id: number;
  title: string;
  /** Sanitised HTML. */
  content: string;
  anchor: string | null;
  children: HelpEntry[];
}
export const helpEntrySchema: z.ZodMiniType<HelpEntry> = z.lazy(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    content: z.string(),
    anchor: z.nullable(z.string()),
    children: z.array(helpEntrySchema),
  }),
);
export const helpCenterSchema = z.array(helpEntrySchema);
