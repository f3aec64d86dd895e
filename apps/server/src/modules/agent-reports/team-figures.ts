import { fromMinorUnits, type TeamFigures } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { betSums, registrationCounts, type TeamScope, type WalletKind, walletSums } from './queries.ts';

/** A team's figures in minor units, before they go on the wire. */
export interface MinorFigures {
  newMembers: number;
  activeMembers: number;
  deposits: number;
  withdrawals: number;
  betCount: number;
  stake: number;
  validBet: number;
  payout: number;
  bonuses: number;
}

export const noFigures = (): MinorFigures => ({
  newMembers: 0,
  activeMembers: 0,
  deposits: 0,
  withdrawals: 0,
  betCount: 0,
  stake: 0,
  validBet: 0,
  payout: 0,
  bonuses: 0,
});

/** Withdrawals read as money out (requests less refunds); the other kinds as money in. */
const walletField: Record<WalletKind, { field: 'deposits' | 'withdrawals' | 'bonuses'; sign: 1 | -1 }> = {
  deposit: { field: 'deposits', sign: 1 },
  withdrawal: { field: 'withdrawals', sign: -1 },
  bonus: { field: 'bonuses', sign: 1 },
  rebate: { field: 'bonuses', sign: 1 },
  adjustment: { field: 'bonuses', sign: 1 },
};

/**
 * The figures of each key of the scope (a head's id, a member's id, or a business date): bets, ledger movements and
 * registrations read from their rows. Keys without any activity are absent.
 */
export async function teamFigures(orm: Orm, scope: TeamScope): Promise<Map<string, MinorFigures>> {
  const [betRows, walletRows, registrations] = await Promise.all([
    betSums(orm, scope),
    walletSums(orm, scope),
    registrationCounts(orm, scope),
  ]);
  const figures = new Map<string, MinorFigures>();
  const of = (key: string) => {
    const found = figures.get(key) ?? noFigures();
    figures.set(key, found);
    return found;
  };
  for (const row of betRows) {
    Object.assign(of(row.key), {
      activeMembers: row.active,
      betCount: row.betCount,
      stake: row.stake,
      validBet: row.validBet,
      payout: row.payout,
    });
  }
  for (const row of walletRows) {
    const { field, sign } = walletField[row.kind];
    of(row.key)[field] += sign * row.net;
  }
  for (const row of registrations) of(row.key).newMembers = row.count;
  return figures;
}

/** Figures on the wire: major units, and the team's win/loss. */
export const figuresOf = (f: MinorFigures): TeamFigures => ({
  newMembers: f.newMembers,
  activeMembers: f.activeMembers,
  deposits: fromMinorUnits(f.deposits),
  withdrawals: fromMinorUnits(f.withdrawals),
  betCount: f.betCount,
  stake: fromMinorUnits(f.stake),
  validBet: fromMinorUnits(f.validBet),
  payout: fromMinorUnits(f.payout),
  winLoss: fromMinorUnits(f.payout - f.stake),
  bonuses: fromMinorUnits(f.bonuses),
});
