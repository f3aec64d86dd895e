import {
  businessDayStart,
  fromMinorUnits,
  type Language,
  type ReconciliationReport,
  type ReconciliationVendor,
  type VendorStatus,
} from '@lotus/contract';
import type { Orm } from '../../../db/database.ts';
import type { MerchantConfig } from '../../../platform/merchant/merchant-config.ts';
import { callTotals, houseGameNets, merchantVendors } from './queries.ts';

const DAY = 86_400_000;

interface Tally {
  count: number;
  amount: number;
}
const tally = (): Tally => ({ count: 0, amount: 0 });
const wire = (t: Tally) => ({ count: t.count, amount: fromMinorUnits(t.amount) });

/**
 * One business day per vendor: the OK debits, credits and rollbacks the wallet API stored (what the vendor's own
 * statement should show), their net toward the house, the net the ledger moved on the vendor's house account, and
 * whether the two agree; plus that day's refused calls by status. Vendors with no call and no movement are left out.
 */
export async function dailyReconciliation(
  orm: Orm,
  merchant: MerchantConfig,
  date: string,
  language: Language,
): Promise<ReconciliationReport> {
  const from = new Date(businessDayStart(date, merchant.gmtOffsetMinutes));
  const window = { merchantId: merchant.id, from, until: new Date(from.getTime() + DAY) };
  const [vendors, calls, nets] = await Promise.all([
    merchantVendors(orm, merchant.id),
    callTotals(orm, window),
    houseGameNets(orm, window),
  ]);

  const report: ReconciliationVendor[] = [];
  for (const vendor of vendors.toSorted((a, b) => a.code.localeCompare(b.code))) {
    const mine = calls.filter((c) => c.vendorId === vendor.id);
    const ok = { debit: tally(), credit: tally(), rollback: tally() };
    const refused = new Map<VendorStatus, number>();
    for (const c of mine) {
      if (c.status === 'OK') {
        ok[c.action].count += c.count;
        ok[c.action].amount += Number(c.amount);
      } else {
        refused.set(c.status as VendorStatus, (refused.get(c.status as VendorStatus) ?? 0) + c.count);
      }
    }
    const ledgerNet = nets.get(`house:games:${vendor.code}`) ?? 0;
    if (mine.length === 0 && ledgerNet === 0 && !nets.has(`house:games:${vendor.code}`)) continue;
    const callsNet = ok.debit.amount - ok.credit.amount - ok.rollback.amount;
    report.push({
      vendorCode: vendor.code,
      vendorName: vendor.name[language] || vendor.code,
      debits: wire(ok.debit),
      credits: wire(ok.credit),
      rollbacks: wire(ok.rollback),
      callsNet: fromMinorUnits(callsNet),
      ledgerNet: fromMinorUnits(ledgerNet),
      matches: callsNet === ledgerNet,
      refused: [...refused].map(([status, count]) => ({ status, count })).toSorted((a, b) => b.count - a.count),
    });
  }
  return {
    date,
    gmtOffsetMinutes: merchant.gmtOffsetMinutes,
    vendors: report,
    matches: report.every((v) => v.matches),
  };
}
