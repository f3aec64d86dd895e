import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { lotteryBets } from '../../db/schema.ts';

export interface BetOutcome {
  id: number;
  status: 'won' | 'lost';
  payout: number;
  detail: unknown;
}

/**
 * Moves many open bets to won or lost in one statement, each once: answers the ids this statement moved (a bet another
 * run moved first is left out).
 */
export async function settleOpenBets(orm: Orm, outcomes: readonly BetOutcome[], at: Date): Promise<Set<number>> {
  if (outcomes.length === 0) return new Set();
  const b = lotteryBets;
  const result = await orm.execute(sql`
    update ${b} set status = v.status, payout = v.payout, detail = v.detail, settled_at = ${at.toISOString()}::timestamptz
    from ${jsonRows(outcomes as unknown as Record<string, unknown>[], {
      id: 'bigint',
      status: 'text',
      payout: 'bigint',
      detail: 'jsonb',
    })}
    where ${b.id} = v.id and ${b.status} = 'open'
    returning ${b.id} as id`);
  return new Set(rowsOf<{ id: unknown }>(result).map((r) => Number(r.id)));
}
