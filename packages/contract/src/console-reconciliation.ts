import { z } from 'zod';
import { businessDateSchema } from './business-date.ts';
import type { OperatorRole } from './console.ts';
import { vendorStatuses } from './vendor-wallet.ts';

/**
 * The daily vendor reconciliation of the operator console (`GET /api/console/reconciliation?date=`): for one business
 * date of the merchant, what each seamless vendor's calls say moved (the OK debits, credits and rollbacks stored by the
 * wallet API) beside what the ledger moved on the vendor's house account, and the calls refused that day.
 */
export const RECONCILIATION_ROLES: OperatorRole[] = ['admin', 'finance'];

export const reconciliationQuerySchema = z.strictObject({ date: businessDateSchema });

const amount = z.number().finite();
const sums = z.object({ count: z.number().int(), amount });

export const reconciliationVendorSchema = z.object({
  vendorCode: z.string(),
  vendorName: z.string(),
  debits: sums,
  credits: sums,
  rollbacks: sums,
  /** What the calls moved toward the house: debits − credits − rollbacks. */
  callsNet: amount,
  /** What the ledger moved into `house:games:<code>` that day (in − out). */
  ledgerNet: amount,
  matches: z.boolean(),
  /** Calls refused that day, by status (INSUFFICIENT_FUNDS, TOKEN_EXPIRED …). */
  refused: z.array(z.object({ status: z.enum(vendorStatuses), count: z.number().int() })),
});
export type ReconciliationVendor = z.infer<typeof reconciliationVendorSchema>;

export const reconciliationReportSchema = z.object({
  date: z.string(),
  gmtOffsetMinutes: z.number().int(),
  vendors: z.array(reconciliationVendorSchema),
  matches: z.boolean(),
});
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>;
