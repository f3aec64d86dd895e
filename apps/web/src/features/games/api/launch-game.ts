import type { GameItem } from '@lotus/contract';
import { callEndpoint, isApiError } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { getDevice } from '@/lib/media';
import { gameSchema } from './game-schema';

export interface LaunchTarget {
  nodeId: number;
  gameType: string;
  vassalage: string;
}

/** `GET /wps/game/launchGame`: the vendor's game URL; `free` plays with play money, without login. */
export async function launchGame(target: LaunchTarget, free: boolean): Promise<string> {
  const value = await callEndpoint('launchGame', {
    query: {
      nodeId: target.nodeId,
      gameType: target.gameType,
      vassalage: target.vassalage,
      platform: getDevice() === 'mobile' ? 'html5' : 'html5-desktop',
      accountType: free ? 0 : 1,
      language: currentLanguage(),
    },
    schema: gameSchema('launchGameSchema'),
  });
  return value.content.game_url;
}

/** The games a `game.maintenance` refusal recommends instead, or null for any other failure. */
export async function maintenanceRecommendations(error: unknown): Promise<GameItem[] | null> {
  if (!isApiError(error) || error.errorCode !== 'game.maintenance') return null;
  const schema = await gameSchema('gameMaintenanceValueSchema')();
  const parsed = schema.safeParse(error.value);
  return parsed.success ? parsed.data.recommendations : [];
}
