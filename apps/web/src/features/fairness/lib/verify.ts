import { type HouseGameCode, type HouseOutcome, houseGameCodes } from '@lotus/contract';
import { deriveOutcome, seedHash } from '@lotus/house-games';

/** What the verify page checks: the fields of a round's proof, as typed or as the query string gave them. */
export interface VerifyInput {
  game: HouseGameCode;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  /** The hash shown before play, when the link carries it: compared with the seed's hash. */
  hash: string;
}

export const isHouseGame = (value: string | null): value is HouseGameCode =>
  (houseGameCodes as readonly (string | null)[]).includes(value);

/** The form's starting values from `?game=&serverSeed=&clientSeed=&nonce=&hash=` (a round's proof links here). */
export function inputFromQuery(params: URLSearchParams): VerifyInput {
  const game = params.get('game');
  return {
    game: isHouseGame(game) ? game : 'lotus-slot',
    serverSeed: params.get('serverSeed') ?? '',
    clientSeed: params.get('clientSeed') ?? '',
    nonce: params.get('nonce') ?? '0',
    hash: params.get('hash') ?? '',
  };
}

export type VerifyResult =
  | { kind: 'incomplete' }
  | { kind: 'invalid-nonce' }
  | { kind: 'done'; serverSeedHash: string; hashMatches: boolean | null; outcome: HouseOutcome };

/**
 * Recomputes the round in the browser with the same package the game server uses, so nothing here trusts the server:
 * the seed's SHA-256 (to compare with the hash shown before play) and the outcome of the nonce.
 */
export function verify(input: VerifyInput): VerifyResult {
  if (!input.serverSeed || !input.clientSeed) return { kind: 'incomplete' };
  const nonce = Number(input.nonce.trim());
  if (!/^\d{1,9}$/.test(input.nonce.trim()) || !Number.isSafeInteger(nonce)) return { kind: 'invalid-nonce' };
  const serverSeedHash = seedHash(input.serverSeed);
  const expected = input.hash.trim().toLowerCase();
  return {
    kind: 'done',
    serverSeedHash,
    hashMatches: expected ? expected === serverSeedHash : null,
    outcome: deriveOutcome(input.game, input.serverSeed, input.clientSeed, nonce),
  };
}
