import { z } from 'zod';
import { displayNameSchema } from './display-name.ts';

/**
 * POST /wps/agent/downline: an agent opens an account directly below itself (register centre). The account starts
 * with the default password `123456`, which its owner must change at the first login (spec §4); `agent` opens a
 * sub-agent of the caller's own agent type.
 */
export const openDownlineRequestSchema = z.object({
  username: z.string().trim().min(1).max(40),
  kind: z.enum(['member', 'agent']),
  nickname: displayNameSchema(0, 40).optional(),
});
export type OpenDownlineRequest = z.infer<typeof openDownlineRequestSchema>;

export const openDownlineResultSchema = z.object({
  username: z.string(),
  kind: z.enum(['member', 'agent']),
  nickname: z.string().nullable(),
  /** Epoch ms. */
  createdAt: z.number(),
});
export type OpenDownlineResult = z.infer<typeof openDownlineResultSchema>;
