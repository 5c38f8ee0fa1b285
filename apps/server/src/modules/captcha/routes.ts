import { captchaImage, humanCheckChallenge } from '@platform/contracts/captcha/endpoints';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { RegisterEndpoint } from '../../platform/endpoint.ts';
import * as captcha from './service.ts';

/** The browser's captcha id: unreadable to scripts, sent only to the API of this site. */
const COOKIE = 'captcha_id';

/** What a login or registration carries for the captcha module, read from the request. */
export function attemptOf(
  request: FastifyRequest,
  body: { humanCheck?: string | undefined; captcha?: string | undefined },
): captcha.Attempt {
  return {
    humanCheck: body.humanCheck,
    captcha: { browserId: request.cookies[COOKIE], answer: body.captcha },
    ip: request.ip || null,
  };
}

function setCaptchaCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  reply.setCookie(COOKIE, id, {
    path: '/wps',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: captcha.CAPTCHA_LIFETIME_MS / 1000,
  });
}

/** `imagesPerMinute`: new captcha images per address, on top of one a second per browser. */
export function captchaRoutes(
  registerEndpoint: RegisterEndpoint,
  db: Kysely<DB>,
  { imagesPerMinute }: { imagesPerMinute: number },
): void {
  registerEndpoint(humanCheckChallenge, async ({ merchant, reply }) => {
    reply.header('cache-control', 'no-store');
    return captcha.humanCheckChallenge(db, merchant);
  });
  registerEndpoint(
    captchaImage,
    async ({ merchant, request, reply }) => {
      const { id, image } = await captcha.newCaptcha(db, merchant, request.cookies[COOKIE]);
      setCaptchaCookie(request, reply, id);
      reply.header('cache-control', 'no-store');
      return image;
    },
    { perMinutePerAddress: imagesPerMinute },
  );
}
