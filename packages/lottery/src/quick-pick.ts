import type { RandomSource } from '@lotus/house-games';
import { playImpl } from './catalogue.ts';
import type { Picks } from './types.ts';

/**
 * Random valid picks for one single bet of a play (机选): one option per row of a straight play, two or three digits
 * for a box, one position and one option of a positional play. Two plays cannot make exactly one: box-3 takes at least
 * two digits (two bets, aab and abb), and a sum play picks one sum, which counts every combination with that sum.
 */
export function quickPick(play: string, random: RandomSource): Picks {
  const impl = playImpl(play);
  if (!impl) throw new RangeError(`unknown play ${play}`);
  return impl.quickPick(random);
}
