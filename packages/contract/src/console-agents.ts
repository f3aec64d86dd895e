import { z } from 'zod';
import type { OperatorRole } from './console.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { agentTypes, MEMBER_TYPE } from './members.ts';

/**
 * Agents in the operator console (`/api/console/agents…`): the brand's agents (spec §4 types 1, 2, 41, 42) with their
 * upline and team, and the two changes an operator makes to the agent tree. The roles that view and manage members
 * view and manage agents. Every change is in the audit log with its before and after, under the member it changed.
 */
export const AGENT_VIEWER_ROLES: OperatorRole[] = ['admin', 'risk', 'support'];
export const AGENT_MANAGER_ROLES: OperatorRole[] = ['admin', 'risk'];

/** GET agents: `q` matches the username (any part); `type` one agent type. Usernames in order. */
export const consoleAgentSearchSchema = pageQuerySchema
  .extend({
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    q: z.string().trim().max(64).optional(),
    type: z.coerce
      .number()
      .int()
      .refine((n) => (agentTypes as readonly number[]).includes(n), 'an agent type')
      .optional(),
  })
  .strict();
export type ConsoleAgentSearch = z.input<typeof consoleAgentSearchSchema>;

export const consoleAgentRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  status: z.string(),
  /** The upline's username; null for a top-level agent. */
  upline: z.string().nullable(),
  /** Members whose upline this agent is. */
  directDownlines: z.number().int(),
  /** Everyone below the agent, at any depth. */
  teamSize: z.number().int(),
  registeredAt: z.number().int(),
});
export type ConsoleAgentRow = z.infer<typeof consoleAgentRowSchema>;
export const consoleAgentPageSchema = pageSchema(consoleAgentRowSchema);
export type ConsoleAgentPage = z.infer<typeof consoleAgentPageSchema>;

/** The types an operator can give a member: the agent types, or back to an ordinary member. */
export const assignableMemberTypes = [...agentTypes, MEMBER_TYPE] as const;

const usernameSchema = z.string().trim().min(1).max(64);
const reasonSchema = z.string().trim().min(4).max(200);

/**
 * POST agents/type: makes the member an agent of the type, or (type 0) an ordinary member again, which only a member
 * without downlines can be. Trial accounts cannot become agents.
 */
export const agentTypeRequestSchema = z.strictObject({
  member: usernameSchema,
  type: z
    .number()
    .int()
    .refine((n) => (assignableMemberTypes as readonly number[]).includes(n), 'an agent type or 0'),
  reason: reasonSchema,
});
export type AgentTypeRequest = z.input<typeof agentTypeRequestSchema>;

/**
 * POST agents/upline: moves the member, with everyone below it, under another agent of the brand. Refused when the
 * new upline is not an agent, is the member or is below it (a cycle). The member's active contracts with its old
 * upline end (`uplineChanged`), and with them the contracts they bounded below the member.
 */
export const agentMoveRequestSchema = z.strictObject({
  member: usernameSchema,
  upline: usernameSchema,
  reason: reasonSchema,
});
export type AgentMoveRequest = z.input<typeof agentMoveRequestSchema>;

export const agentChangeResultSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  upline: z.string().nullable(),
  /** Contracts the change ended (a move ends the member's contracts with its old upline and those they bounded). */
  contractsEnded: z.number().int(),
});
export type AgentChangeResult = z.infer<typeof agentChangeResultSchema>;

/** A type change or move of a member, as its audit trail keeps it (member detail). */
export const agentChangeSchema = z.object({
  field: z.enum(['type', 'upline']),
  /** Types as numbers, uplines as usernames (null: none). */
  from: z.union([z.number(), z.string()]).nullable(),
  to: z.union([z.number(), z.string()]).nullable(),
  reason: z.string().nullable(),
  operator: z.string().nullable(),
  at: z.number().int(),
});
export type AgentChange = z.infer<typeof agentChangeSchema>;
