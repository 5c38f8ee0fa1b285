import type { FastifyInstance } from 'fastify';
import { sendFailure } from '../../platform/errors.ts';
import { bannerArt, gameTile, productArt, vendorIcon } from './artwork.ts';

const NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const DRAWERS = { vendors: vendorIcon, banners: bannerArt, games: gameTile, products: productArt } as const;

/** `/media/<kind>/<name>.svg`: the demo's generated artwork, cached hard since a name always draws the same. */
export function mediaRoutes(app: FastifyInstance): void {
  app.get<{ Params: { kind: string; file: string } }>(
    '/media/:kind/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { kind, file } = request.params;
      const name = file.endsWith('.svg') ? file.slice(0, -4) : '';
      const draw = Object.hasOwn(DRAWERS, kind) ? DRAWERS[kind as keyof typeof DRAWERS] : undefined;
      if (!draw || !NAME_PATTERN.test(name)) return sendFailure(request, reply, 'route.not.found');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(draw(name));
    },
  );
}
