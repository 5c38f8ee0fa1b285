import closeWithGrace from 'close-with-grace';
import { z } from 'zod';
import { buildVendorApp } from './app.ts';

const env = z
  .object({
    HOUSE_VENDOR_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
    HOUSE_VENDOR_HOST: z.string().min(1).default('127.0.0.1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .parse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')));

const app = buildVendorApp({ logLevel: env.LOG_LEVEL });
closeWithGrace({ delay: 10_000 }, async () => {
  await app.close();
});
await app.listen({ port: env.HOUSE_VENDOR_PORT, host: env.HOUSE_VENDOR_HOST });
