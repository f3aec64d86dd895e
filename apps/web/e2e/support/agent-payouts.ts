import { type ContractKind, type ContractTerms, DEMO_ACCOUNTS, type PayoutStatus } from '@lotus/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/database.ts';
import { agentContracts, earningPayouts, earningRuns, members } from '../../../server/src/db/schema.ts';

const DAY = 86_400_000;
/** The demo brand's offset (GMT+8): its business days start at 16:00 UTC. */
const OFFSET_MS = 480 * 60_000;

/** The start of the business day `daysAgo` days before today, at the demo brand's offset. */
export const businessDayStart = (daysAgo: number) =>
  Math.floor((Date.now() + OFFSET_MS) / DAY) * DAY - OFFSET_MS - daysAgo * DAY;
export const businessDate = (daysAgo: number) =>
  new Date(businessDayStart(daysAgo) + OFFSET_MS).toISOString().slice(0, 10);

interface SeededPayout {
  /** Daily salary by default. */
  kind?: ContractKind;
  daysAgo: number;
  status: PayoutStatus;
  /** Minor units, as the engine stores them. */
  due: number;
  paid: number;
  /** The upline pays instead of the platform. */
  uplinePays?: boolean;
  computation: Record<string, number | null>;
}

const terms: Record<ContractKind, ContractTerms> = {
  dividend: {
    kind: 'dividend',
    period: 'daily',
    tiers: [{ rate: 10, activeMembers: 0, periodValidBet: 0, periodLoss: 0 }],
  },
  dailySalary: { kind: 'dailySalary', tiers: [{ rate: 1.5, activeMembers: 0, dailyBet: 0 }] },
  hourlySalary: { kind: 'hourlySalary', tiers: [{ rate: 1, activeMembers: 0, hourlyBet: 0 }] },
  realtimeSalary: { kind: 'realtimeSalary', profitRate: 1, lossRate: 1, singleBet: 0 },
};

/** A period of the kind on the business day `daysAgo` days back: the whole day, 14:00 to 15:00, or 14:35 to 14:40. */
function periodOf(kind: ContractKind, daysAgo: number) {
  const date = businessDate(daysAgo);
  const day = businessDayStart(daysAgo);
  if (kind === 'hourlySalary')
    return { periodKind: 'hourly', key: `${date}T14`, start: day + 14 * 3_600_000, end: day + 15 * 3_600_000 };
  if (kind === 'realtimeSalary')
    return { periodKind: 'fiveMinutes', key: `${date}T14:35`, start: day + 875 * 60_000, end: day + 880 * 60_000 };
  return { periodKind: 'daily', key: date, start: day, end: day + DAY };
}

/**
 * Payouts of the demo agent stored straight into the tables the earnings engine writes, as its runs would have left
 * them: an active contract of each kind from `e2e_upline` (a new agent), one done run per period, and one payout per
 * period with its computation in minor units and basis points.
 */
export async function seedAgentPayouts(db: Database, payouts: SeededPayout[]) {
  const [agent] = await db.orm
    .select({ id: members.id })
    .from(members)
    .where(eq(sql`lower(${members.username})`, DEMO_ACCOUNTS.agent.username));
  if (!agent) throw new Error('the demo seed has no agent');
  const [upline] = await db.orm
    .insert(members)
    .values({ merchantId: 1, username: 'e2e_upline', type: 1, nickname: null, passwordHash: 'x' })
    .returning({ id: members.id });
  if (!upline) throw new Error('could not insert the upline');
  const contracts = new Map<ContractKind, number>();
  const contractOf = async (kind: ContractKind) => {
    const known = contracts.get(kind);
    if (known) return known;
    const [row] = await db.orm
      .insert(agentContracts)
      .values({
        merchantId: 1,
        kind,
        uplineId: upline.id,
        downlineId: agent.id,
        status: 'active',
        terms: terms[kind],
        answeredAt: new Date(businessDayStart(10)),
      })
      .returning({ id: agentContracts.id });
    if (!row) throw new Error('could not insert the contract');
    contracts.set(kind, row.id);
    return row.id;
  };
  for (const p of payouts) {
    const kind = p.kind ?? 'dailySalary';
    const contractId = await contractOf(kind);
    const period = periodOf(kind, p.daysAgo);
    const [periodStart, periodEnd] = [new Date(period.start), new Date(period.end)];
    const [run] = await db.orm
      .insert(earningRuns)
      .values({
        merchantId: 1,
        kind,
        periodKind: period.periodKind,
        periodKey: period.key,
        periodStart,
        periodEnd,
        status: 'done',
      })
      .returning({ id: earningRuns.id });
    if (!run) throw new Error('could not insert the run');
    await db.orm.insert(earningPayouts).values({
      merchantId: 1,
      runId: run.id,
      contractId,
      memberId: agent.id,
      kind,
      periodKey: period.key,
      periodStart,
      periodEnd,
      payerId: p.uplinePays ? upline.id : null,
      due: p.due,
      paid: p.paid,
      status: p.status,
      computation: p.computation,
    });
  }
}
