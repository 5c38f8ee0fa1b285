import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/docs';

/** OpenAPI generated from the contracts each route is registered with, and a browsable UI at /docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Platform API',
        version: '1.0.0',
        description:
          'Member and agent API. Every answer is `{ success, value }` or `{ success: false, errorCode, message }`; ' +
          'a failure may add `issues` (fields at fault) and `value` (what to do next, e.g. `captcha: true`). ' +
          'The brand comes from the `Merchant` header or the host, message language from `Language`.',
      },
      tags: [
        { name: 'system', description: 'Brand configuration and feature switches' },
        {
          name: 'captcha',
          description:
            'Human checks: a proof-of-work challenge before every login and registration, an image captcha after failures',
        },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: false });
}
