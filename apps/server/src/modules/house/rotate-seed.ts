import type { houseRotateRequestSchema, houseRotateResultSchema } from '@lotus/contract';
import type { z } from 'zod';
import type { HouseDeps } from './house-deps.ts';
import { requireLaunch } from './launch.ts';
import { insertSeedIfNone, lockActiveSeed, retireSeed } from './queries.ts';
import { ensureActiveSeed, fairnessOf, newSeedRow } from './seeds.ts';

/**
 * Reveals the player's server seed and starts a new one (with the client seed they chose, or a random one). Under the
 * seed's lock, so a round in flight takes its nonce from the old seed or the new one, never both.
 */
export async function rotateSeed(
  deps: HouseDeps,
  request: z.output<typeof houseRotateRequestSchema>,
): Promise<z.output<typeof houseRotateResultSchema>> {
  const now = deps.clock.now();
  const launch = await requireLaunch(deps.db.orm, request.token, now);
  await ensureActiveSeed(deps.db.orm, launch.merchantId, launch.playerKey);
  return deps.db.orm.transaction(async (tx) => {
    const old = await lockActiveSeed(tx, launch.merchantId, launch.playerKey);
    if (!old) throw new Error('no active seed after ensureActiveSeed');
    await retireSeed(tx, old.id, now);
    const next = newSeedRow(launch.merchantId, launch.playerKey, request.clientSeed);
    await insertSeedIfNone(tx, { ...next, createdAt: now });
    return {
      revealed: {
        serverSeed: old.serverSeed,
        serverSeedHash: old.serverSeedHash,
        clientSeed: old.clientSeed,
        rounds: old.nextNonce,
      },
      fairness: fairnessOf({ ...next, nextNonce: 0 }),
    };
  });
}
