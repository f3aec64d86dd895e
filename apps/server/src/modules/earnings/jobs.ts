import { type ContractKind, dividendPeriods } from '@lotus/contract';
import type { Database } from '../../db/database.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import { fundPayouts } from './fund-payouts.ts';
import { lastRunEnd, type MerchantEarnings, merchantsForEarnings, openPayouts } from './queries.ts';
import { type PeriodKind, periodOf, periodsBetween, previousPeriod } from './rules/periods.ts';
import { zoneOfOffset } from './rules/zone.ts';
import { earningsSettingsOf, runPeriod } from './run-period.ts';

export interface EarningsDeps {
  db: Database;
}

/** At most this many periods per kind and merchant in one run: a long downtime is caught up over a few runs. */
const CATCH_UP_LIMIT = 300;

/**
 * Runs every complete period of `periodKind` not yet run for the merchant, oldest first: from where the last run
 * ended, or (the first time) the period before the current one. A period is paid after it ends, so daily salary for
 * a business day is paid on the next day and hourly salary in the next hour.
 */
async function catchUp(
  deps: EarningsDeps,
  merchant: MerchantEarnings,
  kind: ContractKind,
  periodKind: PeriodKind,
  now: Date,
) {
  const zone = zoneOfOffset(merchant.gmtOffsetMinutes);
  const from =
    (await lastRunEnd(deps.db.orm, merchant.id, kind, periodKind)) ??
    previousPeriod(periodOf(periodKind, now.getTime(), zone), zone).start;
  let payouts = 0;
  for (const period of periodsBetween(periodKind, from, now.getTime(), zone, CATCH_UP_LIMIT)) {
    payouts += (await runPeriod(deps.db, merchant, kind, period, now)).payouts;
  }
  return payouts;
}

/** Retries what uplines could not pay on earlier runs, with their wallets as they are now. */
async function retryOpen(deps: EarningsDeps, merchant: MerchantEarnings, kind: ContractKind, now: Date) {
  const { shortfall } = earningsSettingsOf(merchant);
  return deps.db.orm.transaction(async (tx) =>
    fundPayouts(tx, merchant.id, await openPayouts(tx, merchant.id, kind), shortfall, now),
  );
}

/** Runs the periods of every brand for one contract kind, then its retries; returns the job outcome. */
export async function runEarnings(
  deps: EarningsDeps,
  kind: ContractKind,
  periodKinds: readonly PeriodKind[],
  now: Date,
): Promise<string> {
  let payouts = 0;
  let retried = 0;
  for (const merchant of await merchantsForEarnings(deps.db.orm)) {
    for (const periodKind of periodKinds) payouts += await catchUp(deps, merchant, kind, periodKind, now);
    retried += await retryOpen(deps, merchant, kind, now);
  }
  return `${payouts} payouts, ${retried} minor units retried`;
}

const job = (deps: EarningsDeps, name: string, pattern: string, kind: ContractKind, kinds: readonly PeriodKind[]) => ({
  name,
  pattern,
  run: (now: Date) => runEarnings(deps, kind, kinds, now),
});

/**
 * The earnings jobs: real-time salary every 5 minutes; hourly and daily salary and dividends every 15 minutes, so a
 * period ends and is paid within 15 minutes in any zone whose offset is a multiple of 15 minutes.
 */
export function earningsJobs(deps: EarningsDeps): Job[] {
  return [
    job(deps, 'earnings-realtime-salary', '*/5 * * * *', 'realtimeSalary', ['fiveMinutes']),
    job(deps, 'earnings-hourly-salary', '*/15 * * * *', 'hourlySalary', ['hourly']),
    job(deps, 'earnings-daily-salary', '*/15 * * * *', 'dailySalary', ['daily']),
    job(deps, 'earnings-dividends', '*/15 * * * *', 'dividend', dividendPeriods),
  ];
}
