import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { type FileStorage, newFileKey, storedFile } from '../../platform/file-storage.ts';
import * as repo from './repo.ts';
import { uploadedImage } from './uploaded-image.ts';

const EXTENSION = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

/**
 * Stores a staff member's image for the brand when its bytes are a PNG or JPEG of at most 5 MB, and
 * answers its path, relative like the brand's other images: under the platform's /media, which a brand
 * whose image host is elsewhere must mirror. The file is stored before its row, so no row names a
 * file that is not there.
 */
export async function storeImage(
  db: Kysely<DB>,
  storage: FileStorage,
  merchantId: bigint,
  file: Uint8Array,
): Promise<{ path: string }> {
  const image = uploadedImage(file);
  if (!image)
    throw new AppError('media.image.invalid', { issues: [{ path: 'body.image', code: 'invalid' }] });
  const storageKey = newFileKey('media');
  await storage.put(storageKey, image.bytes, image.contentType);
  const id = await repo.insertImage(db, { merchantId, contentType: image.contentType, storageKey });
  return { path: `uploads/${id}.${EXTENSION[image.contentType]}` };
}

/** An uploaded image by the file name its path ends in, if there is one. */
export async function uploadedFile(db: Kysely<DB>, storage: FileStorage, file: string) {
  const match = /^(\d{1,18})\.(png|jpg)$/.exec(file);
  if (!match?.[1]) return undefined;
  const image = await repo.findImage(db, BigInt(match[1]));
  if (!image || EXTENSION[image.content_type] !== match[2]) return undefined;
  const bytes = await storedFile(storage, image);
  return bytes ? { contentType: image.content_type, bytes } : undefined;
}
