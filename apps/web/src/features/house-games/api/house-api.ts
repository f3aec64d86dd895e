import {
  type HouseGameCode,
  housePlayResultSchema,
  houseRotateResultSchema,
  houseSessionSchema,
} from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { isApiError, request } from '@/lib/api';

/**
 * The house game server (`/house/v1/*`, contract `house-games.ts`). Every call carries the launch token, never the
 * member's session: the game runs in an iframe and knows the player only through the token it was launched with.
 */
const base = '/house/v1';

export type HouseRotateResult = z.infer<typeof houseRotateResultSchema>;

export const houseSessionKey = (token: string) => ['house-games', 'session', token] as const;

/** The session the client starts from; a refused token (4xx) is final, a network failure is retried twice. */
export const houseSessionQuery = (token: string, game: HouseGameCode) =>
  queryOptions({
    queryKey: [...houseSessionKey(token), game],
    queryFn: ({ signal }) =>
      request(`${base}/session`, { query: { token }, schema: houseSessionSchema, signal }, false),
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, error) => !(isApiError(error) && error.status > 0 && error.status < 500) && count < 2,
  });

/** Re-reads the session (for the live jackpot) without touching the cached start state. */
export const fetchHouseSession = (token: string, signal?: AbortSignal) =>
  request(`${base}/session`, { query: { token }, schema: houseSessionSchema, signal }, false);

/** One press of the play button; `roundKey` makes a retry after a lost answer return the same round. */
export const playHouseRound = (body: { token: string; stake: number; roundKey: string }) =>
  request(`${base}/play`, { method: 'POST', body, schema: housePlayResultSchema }, false);

/** Reveals the current server seed and starts a new one, with the player's client seed when given. */
export const rotateHouseSeed = (body: { token: string; clientSeed?: string }) =>
  request(`${base}/seed/rotate`, { method: 'POST', body, schema: houseRotateResultSchema }, false);
