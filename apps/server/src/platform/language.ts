import { type MessageLanguage, pickMessageLanguage } from '@platform/contracts/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of the messages in this request's answer, from the `Language` header. */
    language: MessageLanguage;
    /** The `Language` header as a well-formed code (any of the site's languages), if sent. */
    requestedLanguage: string | undefined;
  }
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', 'EN');
  app.decorateRequest('requestedLanguage', undefined);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.language;
    const value = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
    request.language = pickMessageLanguage(value);
    request.requestedLanguage = value && /^[A-Z]{2,3}$/.test(value) ? value : undefined;
  });
}

/**
 * The language asked for, else the brand's default: what a member's new account or message takes, and
 * what the catalogue's and the records' game names come in.
 */
export function memberLanguageOf(request: FastifyRequest, brand: { defaultLanguage: string }): string {
  return request.requestedLanguage ?? brand.defaultLanguage;
}
