import type { Database } from '../../db/database.ts';
import { sessions } from '../../db/schema.ts';
import { newHandle, newToken, sha256 } from '../../platform/secrets.ts';

/**
 * Test fixture: a live session of the member for launch tokens written straight to the db (real play needs the
 * session that launched it). It lasts until 2100, so tests moving their clock by days keep it.
 */
export async function launchingSession(db: Database, memberId: number, merchantId = 1) {
  const id = newHandle();
  await db.orm.insert(sessions).values({
    id,
    merchantId,
    memberId,
    tokenHash: sha256(newToken()),
    channel: 'web',
    method: 'password',
    createdAt: new Date(),
    lastSeenAt: new Date(),
    expiresAt: new Date('2100-01-01T00:00:00Z'),
  });
  return id;
}
