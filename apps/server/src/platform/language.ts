import { type MessageLanguage, pickMessageLanguage } from '@platform/contracts/languages';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of the messages in this request's answer, from the `Language` header. */
    language: MessageLanguage;
  }
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', 'EN');
  app.addHook('onRequest', async (request) => {
    const header = request.headers.language;
    request.language = pickMessageLanguage(Array.isArray(header) ? header[0] : header);
  });
}
