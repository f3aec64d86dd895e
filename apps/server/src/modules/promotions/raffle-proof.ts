import { fromMinorUnits, type Language, type RaffleProof } from '@lotus/contract';
import { raffleDrawKey, raffleWinners } from '@lotus/lottery';
import type { Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { localizeAny } from '../../platform/localize.ts';
import { maskName } from '../games/winner-board.ts';
import { findPromotion, memberEntries, type PromotionRow, raffleDrawEntries } from './queries.ts';
import { isRaffle, type RaffleRow } from './raffle-rules.ts';

/** A switched-on raffle of the brand, or the error that says why not. */
export async function findRaffle(orm: Orm, merchantId: number, promotionId: number): Promise<RaffleRow> {
  const p: PromotionRow | null = await findPromotion(orm, merchantId, promotionId);
  if (!p?.enabled) throw new AppError('promotion.not.found');
  if (!isRaffle(p)) throw new AppError('promotion.not.raffle');
  return p;
}

/**
 * What anyone needs to check a raffle's draw (`MCSFE_getRaffleProof`): the seed's hash committed at its start, the
 * seed revealed by the draw, the prizes, the entries that held tickets (masked names, in entry-id order: the order
 * their tickets are numbered in) and the winners in drawing order, which `raffleWinners` recomputes from the rest.
 * Before the draw only the commitment. A signed-in viewer's own entry is named, so they can find themselves.
 */
export async function raffleProof(
  orm: Orm,
  viewer: { merchantId: number; language: Language; fallback: Language },
  promotionId: number,
  memberId: number | null,
): Promise<RaffleProof> {
  const p = await findRaffle(orm, viewer.merchantId, promotionId);
  const prizes = p.reward.type === 'prizes' ? p.reward.prizes : [];
  const [own] = memberId === null ? [] : await memberEntries(orm, memberId, [p.id]);
  const drawn = p.drawnAt !== null && p.seed !== null;
  const rows = drawn ? await raffleDrawEntries(orm, p.id) : [];
  const entries = rows.map((r) => ({ entryId: r.entryId, name: maskName(r.username), tickets: r.tickets ?? 0 }));
  const nameOf = new Map(entries.map((e) => [e.entryId, e.name]));
  const winners =
    drawn && p.seed !== null
      ? raffleWinners(
          p.seed,
          raffleDrawKey(p.id),
          entries,
          prizes.map((t) => t.count),
        )
      : [];
  return {
    promotionId: p.id,
    title: localizeAny(p.title, viewer.language, viewer.fallback),
    drawKey: raffleDrawKey(p.id),
    seedHash: p.seedHash ?? '',
    seed: drawn ? p.seed : null,
    drawAt: p.endsAt.getTime(),
    drawnAt: p.drawnAt?.getTime() ?? null,
    prizes: prizes.map((t) => ({ amount: fromMinorUnits(t.amount), count: t.count })),
    entries,
    winners: winners.map((w) => ({
      entryId: w.entryId,
      name: nameOf.get(w.entryId) ?? '',
      rank: w.rank,
      amount: fromMinorUnits(prizes[w.rank - 1]?.amount ?? 0),
    })),
    ownEntryId: own?.id ?? null,
  };
}
