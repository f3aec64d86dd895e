import type { PvpRoom } from '@lotus/contract';

/**
 * `GLS2_roomList`: the open tables of the PVP (card) games. No vendor adapter reports its tables, so there are none
 * to list: the answer is empty rather than made up, and players open a card game from its tile. A vendor whose API
 * lists its tables fills this from its adapter.
 */
export function pvpRooms(): { list: PvpRoom[] } {
  return { list: [] };
}
