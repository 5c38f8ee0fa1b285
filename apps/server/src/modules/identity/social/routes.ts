import { ERROR_STATUS } from '@platform/contracts/errors/codes';
import { errorMessage } from '@platform/contracts/errors/messages';
import { loginFreePlay } from '@platform/contracts/identity/endpoints';
import {
  SOCIAL_CHANNELS,
  type SocialChannel,
  type SocialLoginResult,
} from '@platform/contracts/identity/social';
import { type MessageLanguage, pickMessageLanguage } from '@platform/contracts/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { DomainEvents } from '../../../platform/domain-events.ts';
import type { MerchantResolver, RegisterEndpoint } from '../../../platform/endpoint.ts';
import { memberLanguageOf } from '../../../platform/language.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import type { SecretBox } from '../../system/secrets.ts';
import { clientOf } from '../routes.ts';
import {
  ATTEMPT_LIFETIME_MS,
  completeSocialLogin,
  loginFreePlay as openFreePlay,
  startSocialLogin,
} from './login.ts';

const OAUTH_PATH = '/wps/session/oauth';
const RELAY_SCRIPT_PATH = `${OAUTH_PATH}/relay.js`;
/** Holds the login's state and language between the start and the callback, for this path only. */
const STATE_COOKIE = 'social_login';

/**
 * The popup's last page hands its result to the window that opened it, on the site's own origin
 * only, and closes. A script file rather than inline code: the CSP allows no inline script.
 */
const RELAY_SCRIPT = `'use strict';
(() => {
  const result = JSON.parse(document.body.dataset.result || '{}');
  if (!window.opener) return;
  window.opener.postMessage(result, window.location.origin);
  window.close();
})();
`;

const ZChannelParams = z.object({ channel: z.enum(SOCIAL_CHANNELS) });

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The brand of the host the popup is on: the Merchant header is not consulted, so redirects stay on the brand's own hosts. */
async function brandOfHost(request: FastifyRequest, resolveMerchant: MerchantResolver): Promise<Merchant> {
  const host = request.hostname.toLowerCase().replace(/\.$/, '');
  const merchant = await resolveMerchant({ code: undefined, host });
  if (!merchant) throw new AppError('merchant.not.found');
  return merchant;
}

const siteOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function stateCookie(request: FastifyRequest, channel: SocialChannel, value: string, maxAgeSeconds: number) {
  // Lax: the provider's redirect back is a top-level navigation from another site, which Lax lets through.
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${STATE_COOKIE}=${encodeURIComponent(value)}; Path=${OAUTH_PATH}/${channel}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

function sendRelayPage(
  reply: FastifyReply,
  result: SocialLoginResult,
  language: MessageLanguage,
  status = 200,
): FastifyReply {
  const text = 'message' in result ? `<p>${escapeHtml(result.message)}</p>` : '';
  const html = `<!doctype html><html lang="${language.toLowerCase()}"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title></title><script src="${RELAY_SCRIPT_PATH}" defer></script></head><body data-result="${escapeHtml(JSON.stringify(result))}">${text}</body></html>`;
  return (
    reply
      .code(status)
      .header('cache-control', 'no-store')
      // The popup came back from the provider's site: a stricter policy would cut it off from its opener.
      .header('cross-origin-opener-policy', 'unsafe-none')
      .type('text/html; charset=utf-8')
      .send(html)
  );
}

function sendRelayFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  language: MessageLanguage,
): FastifyReply {
  const code = error instanceof AppError ? error.code : 'system.error';
  if (!(error instanceof AppError) || code === 'social.login.failed') {
    request.log.warn({ err: error instanceof AppError ? error.cause : error }, 'social login failed');
  }
  const params = error instanceof AppError ? error.params : {};
  return sendRelayPage(
    reply,
    { type: 'social-login', errorCode: code, message: errorMessage(code, language, params) },
    language,
    ERROR_STATUS[code],
  );
}

/** `attemptsPerMinute`: logins started per address, as for password logins. */
export function socialRoutes(
  app: FastifyInstance,
  registerEndpoint: RegisterEndpoint,
  db: Kysely<DB>,
  {
    resolveMerchant,
    attemptsPerMinute,
    events,
    secrets,
  }: {
    resolveMerchant: MerchantResolver;
    attemptsPerMinute: number;
    events: DomainEvents;
    /** Opens the providers' sealed client secrets. */
    secrets: SecretBox;
  },
): void {
  registerEndpoint(
    loginFreePlay,
    ({ merchant, request }) =>
      openFreePlay(db, merchant, clientOf(request), memberLanguageOf(request, merchant)),
    { perMinutePerAddress: attemptsPerMinute },
  );

  app.get(RELAY_SCRIPT_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/javascript; charset=utf-8')
      .send(RELAY_SCRIPT),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    `${OAUTH_PATH}/:channel`,
    {
      config: { rateLimit: { max: attemptsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['identity'],
        summary:
          "Social login, opened in a popup: redirects to the channel's provider (state, nonce, PKCE); the callback posts the session token to the opener",
        params: ZChannelParams,
        querystring: z.object({
          language: z.string().max(8).optional(),
          // A member on a break comes in only to withdraw, as the password login offers.
          withdrawOnly: z.literal('1').optional(),
        }),
      },
    },
    async (request, reply) => {
      const language = pickMessageLanguage(request.query.language);
      try {
        const merchant = await brandOfHost(request, resolveMerchant);
        const { channel } = request.params;
        const redirectUri = `${siteOrigin(request)}${OAUTH_PATH}/${channel}/callback`;
        const { url, state } = await startSocialLogin(db, secrets, merchant, channel, redirectUri);
        const withdrawOnly = request.query.withdrawOnly === '1' ? 'withdraw' : '';
        const cookie = stateCookie(
          request,
          channel,
          `${state}.${language}.${withdrawOnly}`,
          ATTEMPT_LIFETIME_MS / 1000,
        );
        return reply.header('set-cookie', cookie).header('cache-control', 'no-store').redirect(url);
      } catch (error) {
        return sendRelayFailure(request, reply, error, language);
      }
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    `${OAUTH_PATH}/:channel/callback`,
    {
      schema: {
        tags: ['identity'],
        summary: "Social login: the provider's redirect back (code and state, or error)",
        params: ZChannelParams,
      },
    },
    async (request, reply) => {
      const { channel } = request.params;
      const [browserState, cookieLanguage, withdrawOnly] = (readCookie(request, STATE_COOKIE) ?? '').split(
        '.',
      );
      const language = pickMessageLanguage(cookieLanguage);
      // The state is good for this one callback, whatever its outcome.
      reply.header('set-cookie', stateCookie(request, channel, '', 0));
      try {
        const merchant = await brandOfHost(request, resolveMerchant);
        const value = await completeSocialLogin(
          db,
          secrets,
          events,
          merchant,
          channel,
          {
            url: new URL(request.url, siteOrigin(request)),
            browserState: browserState || undefined,
            language,
            withdrawOnly: withdrawOnly === 'withdraw',
          },
          clientOf(request),
        );
        return sendRelayPage(reply, { type: 'social-login', value }, language);
      } catch (error) {
        return sendRelayFailure(request, reply, error, language);
      }
    },
  );
}
