import {
  type ConsoleGame,
  type ConsoleGamePage,
  type consoleGameSearchSchema,
  fromMinorUnits,
  type updateGameSchema,
} from '@lotus/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { auditedUpdate, changedFields } from '../../../platform/audited-change.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { countGames, findVendor, type GameRow, gamePage, lockGame, updateGameRow } from './queries.ts';

/** The artwork Lotus generates for every game, which an uploaded icon replaces until it is reset. */
export const generatedGameIcon = (vendorCode: string, gameCode: string) =>
  `game-art/games/${vendorCode}/${gameCode}.webp`;
export const isUploadedIcon = (icon: string) => icon.startsWith('media/');

export const gameView = (row: GameRow, vendorCode: string): ConsoleGame => ({
  id: row.id,
  vendorId: row.vendorId,
  vendorCode,
  gameCode: row.gameCode,
  gameType: row.gameType,
  subType: row.subType,
  name: row.name,
  icon: row.icon,
  customIcon: isUploadedIcon(row.icon),
  minBet: fromMinorUnits(row.minBet),
  lines: row.lines,
  hot: row.hot,
  enabled: row.enabled,
  maintenance: row.maintenance,
  sortOrder: row.sortOrder,
  updatedAt: row.updatedAt.getTime(),
});

/** A vendor's games matching the filters, a page at a time; an unknown vendor (or another merchant's) is 404. */
export async function searchVendorGames(
  db: Database,
  merchantId: number,
  vendorId: number,
  query: z.output<typeof consoleGameSearchSchema>,
): Promise<ConsoleGamePage> {
  const vendor = await findVendor(db.orm, merchantId, vendorId);
  if (!vendor) throw new AppError('not.found');
  const filter = { ...query, q: query.q || undefined, merchantId, vendorId };
  const [total, rows] = await Promise.all([
    countGames(db.orm, filter),
    gamePage(db.orm, filter, (query.pageNo - 1) * query.pageSize, query.pageSize),
  ]);
  return {
    list: rows.map((row) => gameView(row, vendor.code)),
    pageNum: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    total,
  };
}

/** What the audit log keeps of a game's settings, money in minor units. */
const settingsOf = (row: GameRow) => ({
  name: row.name,
  enabled: row.enabled,
  maintenance: row.maintenance,
  hot: row.hot,
  sortOrder: row.sortOrder,
  subType: row.subType,
  minBet: row.minBet,
  lines: row.lines,
});
type GameSettings = ReturnType<typeof settingsOf>;

const invalidField = (field: string, message: string) =>
  new AppError('request.invalid', { fields: { [field]: message } });

/**
 * Names, switches, order, sub-type and slot filters of a game; only what is given changes. Sub-types and lines
 * belong to RNG games: setting them on another category is refused (clearing them is always allowed).
 */
export async function updateGame(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  id: number,
  input: z.output<typeof updateGameSchema>,
) {
  return db.orm.transaction(async (tx) => {
    const found = await lockGame(tx, ctx.merchant.id, id);
    if (!found) throw new AppError('not.found');
    const { game, vendorCode } = found;
    const before = settingsOf(game);
    const after: GameSettings = { ...before, ...input };
    if (game.gameType !== 'RNG') {
      const changes = changedFields(before, after);
      if (changes.subType && after.subType !== null) throw invalidField('subType', 'Only RNG games have a sub-type');
      if (changes.lines && after.lines !== null) throw invalidField('lines', 'Only RNG games have lines');
    }
    const updated = await auditedUpdate(tx, ctx, {
      event: 'console.game.updated',
      operatorId,
      subject: { gameId: game.id, vendor: vendorCode, gameCode: game.gameCode },
      before,
      after,
      write: () => updateGameRow(tx, game.id, { ...after, updatedAt: ctx.now }),
    });
    return gameView(updated ?? game, vendorCode);
  });
}
