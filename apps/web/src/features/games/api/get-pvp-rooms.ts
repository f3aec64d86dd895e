import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { gameSchema } from './game-schema';

/** The tables of the card games (`GLS2_roomList`, login required). */
export const pvpRoomsQuery = (enabled: boolean, vassalage?: string) =>
  queryOptions({
    queryKey: ['games', 'pvp-rooms', vassalage ?? null],
    queryFn: async ({ signal }) => {
      const value = await callEndpoint('pvpRooms', {
        query: { vassalage, language: currentLanguage() },
        schema: gameSchema('pvpRoomsSchema'),
        signal,
      });
      return value.list;
    },
    enabled,
    staleTime: 30_000,
  });
