import type { ContractEndReason, ContractKind, ContractStatus, ContractTerms } from '@lotus/contract';
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchantId } from './brands.ts';
import { members } from './members.ts';

// Agent contracts between an upline and its direct downlines.
/**
 * Agent contracts (dividend and salaries): offered by the direct upline, accepted or rejected by the downline, later
 * ended. At most one active and one pending contract per member and kind. Terms are the wire terms (`ContractTerms`).
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    kind: text('kind').$type<ContractKind>().notNull(),
    uplineId: bigint('upline_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    downlineId: bigint('downline_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').$type<ContractStatus>().notNull().default('pending'),
    terms: jsonb('terms').$type<ContractTerms>().notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason').$type<ContractEndReason>(),
  },
  (t) => [
    uniqueIndex('agent_contracts_active_uq').on(t.downlineId, t.kind).where(sql`${t.status} = 'active'`),
    uniqueIndex('agent_contracts_pending_uq').on(t.downlineId, t.kind).where(sql`${t.status} = 'pending'`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.status),
    index('agent_contracts_downline_idx').on(t.downlineId, t.offeredAt),
  ],
);
