import type { PayTable } from '@lotus/lottery';
import type { Orm } from '../../db/database.ts';
import { payTableOf } from './game-rules.ts';
import { type LotteryBetRow, type LotteryGameRow, oddsVersions } from './queries.ts';

type OddsGame = Pick<LotteryGameRow, 'gameId' | 'family' | 'payTable' | 'oddsVersion'>;
type OddsBet = Pick<LotteryBetRow, 'oddsVersion' | 'prizeGroup'>;

/**
 * A game's odds versions as bets were placed under them. A version never changes, so the game row's own pay table
 * stands for its version, and any other version is read once.
 */
export class GameOdds {
  private readonly orm: Orm;
  private readonly game: OddsGame;
  private readonly overrides = new Map<number, Record<string, unknown>>();
  private readonly tables = new Map<string, PayTable>();

  constructor(orm: Orm, game: OddsGame) {
    this.orm = orm;
    this.game = game;
    this.overrides.set(game.oddsVersion, game.payTable);
  }

  /** Reads the versions of `bets` not read yet, in one query. */
  async load(bets: OddsBet[]) {
    const missing = [...new Set(bets.map((bet) => bet.oddsVersion))].filter((v) => !this.overrides.has(v));
    const found = await oddsVersions(this.orm, this.game.gameId, missing);
    for (const version of missing) {
      const payTable = found.get(version);
      if (!payTable) throw new Error(`lottery game ${this.game.gameId} has no odds version ${version}`);
      this.overrides.set(version, payTable);
    }
  }

  /** The odds a bet was placed at: its version's pay table at its prize group (`load` read the version). */
  of(bet: OddsBet): PayTable {
    const key = `${bet.oddsVersion}:${bet.prizeGroup}`;
    let table = this.tables.get(key);
    if (!table) {
      const payTable = this.overrides.get(bet.oddsVersion);
      if (!payTable) throw new Error(`odds version ${bet.oddsVersion} not loaded`);
      table = payTableOf({ family: this.game.family, payTable }, bet.prizeGroup);
      this.tables.set(key, table);
    }
    return table;
  }
}

/** The odds one bet was placed at, whatever the game's odds are now. */
export async function betPayTable(orm: Orm, game: OddsGame, bet: OddsBet): Promise<PayTable> {
  const odds = new GameOdds(orm, game);
  await odds.load([bet]);
  return odds.of(bet);
}
