import { z } from 'zod';
import { businessDateSchema, daysBetween } from './business-date.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';

/** The kinds of ledger movement (DOMAIN.md "Money"), as account records name them. */
export const transferKinds = [
  'deposit',
  'withdrawal',
  'transfer',
  'bet',
  'win',
  'rollback',
  'bonus',
  'rebate',
  'salary',
  'dividend',
  'points-convert',
  'adjustment',
  'play-money',
] as const;
export type TransferKind = (typeof transferKinds)[number];

/** Kinds only a whitelabel module makes: a records filter offers them while the brand runs the module. */
const transferKindModules: Partial<Record<TransferKind, string>> = {
  bonus: 'REWCEN3',
  rebate: 'REBATE3',
  'points-convert': 'PTSYS3',
};
export const offeredTransferKinds = (features: Record<string, boolean>): TransferKind[] =>
  transferKinds.filter((kind) => {
    const modId = transferKindModules[kind];
    return modId === undefined || features[modId] === true;
  });

/** The longest period one query of account records may span. */
export const MAX_RECORD_DAYS = 90;

/** GET member transactions (`ODSFE2_MemTransDet`): one kind or all, between two business dates (both included). */
export const memberTransactionsQuerySchema = pageQuerySchema
  .extend({
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    type: z.enum(transferKinds).optional(),
    startDate: businessDateSchema,
    endDate: businessDateSchema,
  })
  .refine((q) => daysBetween(q.startDate, q.endDate) >= 0, {
    message: 'The end date is before the start date',
    path: ['endDate'],
  })
  .refine((q) => daysBetween(q.startDate, q.endDate) < MAX_RECORD_DAYS, {
    message: `Choose at most ${MAX_RECORD_DAYS} days`,
    path: ['startDate'],
  });
export type MemberTransactionsQuery = z.input<typeof memberTransactionsQuerySchema>;

/**
 * One movement of the member's money: `amount` is signed (+ in, − out), `balanceAfter` the wallet after it. What it
 * was for, in words a player reads: a bet's `vendor` (its display name, in the request's language) and `roundId`, a
 * deposit's or withdrawal's `orderNo`, a transfer's other member (`counterparty`). `reference` is the ledger's own key
 * (for support), not for display.
 */
export const memberTransactionSchema = z.object({
  id: z.number().int(),
  type: z.enum(transferKinds),
  amount: z.number(),
  balanceAfter: z.number(),
  createdAt: z.number().int(),
  reference: z.string().nullable(),
  vendor: z.string().nullable(),
  roundId: z.string().nullable(),
  orderNo: z.string().nullable(),
  counterparty: z.string().nullable(),
});
export type MemberTransaction = z.infer<typeof memberTransactionSchema>;

export const memberTransactionPageSchema = pageSchema(memberTransactionSchema);
export type MemberTransactionPage = z.infer<typeof memberTransactionPageSchema>;
