import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export async function insertImage(
  db: Kysely<DB>,
  image: { merchantId: bigint; contentType: 'image/png' | 'image/jpeg'; storageKey: string },
): Promise<bigint> {
  const row = await db
    .insertInto('media_images')
    .values({
      merchant_id: image.merchantId,
      content_type: image.contentType,
      storage_key: image.storageKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findImage(db: Kysely<DB>, id: bigint) {
  return db
    .selectFrom('media_images')
    .select(['content_type', 'bytes', 'storage_key'])
    .where('id', '=', id)
    .executeTakeFirst();
}
