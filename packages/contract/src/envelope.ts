import { z } from 'zod';

/** Every response of the `/wps` API is wrapped in this envelope (API.md "Every response"). */
export type Envelope<T> =
  | { success: true; value: T }
  | { success: false; errorCode: string; message: string; value: Record<string, unknown> };

export const envelopeSchema = <T extends z.core.$ZodType>(value: T) => z.object({ success: z.literal(true), value });

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string(),
  value: z.record(z.string(), z.unknown()),
});

/** Paged lists: `pageNo` (from 1) and `pageSize` in; `{list, pageNum, totalPages, total}` out. */
export const pageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(999).default(20),
});

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), pageNum: z.number().int(), totalPages: z.number().int(), total: z.number().int() });
