import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { uploads } from '../../db/schema.ts';
import type { ImagePart } from './image-parts.ts';

/** Stores a checked image; the id is random so one person cannot guess another's files. */
export async function storeUpload(
  orm: Orm,
  owner: { merchantId: number; memberId: number | null },
  purpose: string,
  image: ImagePart,
  at: Date,
) {
  const id = randomUUID();
  await orm.insert(uploads).values({
    id,
    merchantId: owner.merchantId,
    memberId: owner.memberId,
    purpose,
    contentType: image.contentType,
    size: image.bytes.length,
    sha256: image.sha256,
    content: image.bytes,
    createdAt: at,
  });
  return id;
}

export async function findUpload(orm: Orm, merchantId: number, id: string) {
  const [row] = await orm
    .select()
    .from(uploads)
    .where(and(eq(uploads.merchantId, merchantId), eq(uploads.id, id)))
    .limit(1);
  return row ?? null;
}
