import type { GameItem } from '@lotus/contract';

// The catalogue does not say which games have a play-money mode; slots and fishing games are the ones vendors offer
// free play for, while live tables, books and draws take real stakes only.
const FREE_PLAY_TYPES: readonly string[] = ['RNG', 'FISH'];

/** Whether a tile offers "Try" (free play, `accountType 0`, no login). */
export const offersFreePlay = (game: Pick<GameItem, 'gameType' | 'maintenance'>) =>
  !game.maintenance && FREE_PLAY_TYPES.includes(game.gameType);
