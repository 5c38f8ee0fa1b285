import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { sendFailure } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import { bannerArt, gameTile, productArt, vendorIcon } from './artwork.ts';
import { uploadedFile } from './uploads.ts';

const NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const DRAWERS = { vendors: vendorIcon, banners: bannerArt, games: gameTile, products: productArt } as const;
/** What a served image may do: nothing but be shown. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * `/media/<kind>/<name>.svg`: the demo's generated artwork, cached hard since a name always draws the
 * same; `/media/uploads/<id>.<png|jpg>`: images staff uploaded, which never change once stored.
 */
export function mediaRoutes(app: FastifyInstance, db: Kysely<DB>, storage: FileStorage): void {
  app.get<{ Params: { kind: string; file: string } }>(
    '/media/:kind/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { kind, file } = request.params;
      if (kind === 'uploads') {
        const image = await uploadedFile(db, storage, file);
        if (!image) return sendFailure(request, reply, 'route.not.found');
        return reply
          .type(image.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', IMAGE_CSP)
          .send(image.bytes);
      }
      const name = file.endsWith('.svg') ? file.slice(0, -4) : '';
      const draw = Object.hasOwn(DRAWERS, kind) ? DRAWERS[kind as keyof typeof DRAWERS] : undefined;
      if (!draw || !NAME_PATTERN.test(name)) return sendFailure(request, reply, 'route.not.found');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', IMAGE_CSP)
        .send(draw(name));
    },
  );
}
