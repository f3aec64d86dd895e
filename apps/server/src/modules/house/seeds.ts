import { randomBytes } from 'node:crypto';
import type { FairnessState } from '@lotus/contract';
import { seedHash } from '@lotus/house-games';
import type { Orm } from '../../db/database.ts';
import { insertSeedIfNone, type SeedRow } from './queries.ts';

/** 32 bytes from the CSPRNG, hex: the secret the outcomes come from, committed to by its SHA-256. */
export const newServerSeed = () => randomBytes(32).toString('hex');

/** The client seed a player starts with (they may choose their own on rotation). */
export const newClientSeed = () => randomBytes(8).toString('hex');

export function newSeedRow(merchantId: number, playerKey: string, clientSeed = newClientSeed()) {
  const serverSeed = newServerSeed();
  return { merchantId, playerKey, serverSeed, serverSeedHash: seedHash(serverSeed), clientSeed };
}

/** The player's first session creates their seed; later ones find it. */
export async function ensureActiveSeed(orm: Orm, merchantId: number, playerKey: string) {
  await insertSeedIfNone(orm, newSeedRow(merchantId, playerKey));
}

export const fairnessOf = (seed: Pick<SeedRow, 'serverSeedHash' | 'clientSeed' | 'nextNonce'>): FairnessState => ({
  serverSeedHash: seed.serverSeedHash,
  clientSeed: seed.clientSeed,
  nonce: seed.nextNonce,
});
