import type { GameItem } from '@lotus/contract';
import { callEndpoint } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { getMerchantCode } from '@/lib/merchant';

const gameListSchema = () => import('./schemas').then((m) => m.gameListSchema);

/** The game a GAME link names (`<vendorCode>:<gameCode>`), found through the catalogue search; null when gone. */
export async function findLinkedGame(vendorCode: string, gameCode: string): Promise<GameItem | null> {
  const list = await callEndpoint('gameList', {
    query: {
      clientType: 3,
      platform: 'flash,html5-desktop',
      merchant: getMerchantCode(),
      language: currentLanguage(),
      vassalage: vendorCode,
      keyword: gameCode,
      pageNo: 1,
      pageSize: 24,
    },
    schema: gameListSchema,
  });
  const code = gameCode.toLowerCase();
  return list.games.find((g) => g.gameCode.toLowerCase() === code) ?? null;
}
