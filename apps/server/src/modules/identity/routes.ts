import {
  changePassword,
  completeSecondStep,
  confirmTotpSetup,
  getMemberInfo,
  login,
  logout,
  register,
  removeTotp,
  startTotpSetup,
  updateLanguage,
} from '@platform/contracts/identity/endpoints';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterEndpoint, requireSession } from '../../platform/endpoint.ts';
import { attemptOf } from '../captcha/routes.ts';
import { guardLogin, guardRegistration } from '../captcha/service.ts';
import { siteOfHost } from '../system/service.ts';
import * as secondStep from './second-step.ts';
import * as identity from './service.ts';

function clientOf(request: FastifyRequest): identity.Client {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip || null, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

/** `attemptsPerMinute`: login and registration attempts per address, enough for people, too few for guessing. */
export function identityRoutes(
  registerEndpoint: RegisterEndpoint,
  db: Kysely<DB>,
  { attemptsPerMinute }: { attemptsPerMinute: number },
): void {
  registerEndpoint(
    register,
    ({ merchant, request, body }) =>
      guardRegistration(db, merchant, attemptOf(request, body), () =>
        identity.register(
          db,
          merchant,
          body,
          clientOf(request),
          request.requestedLanguage ?? merchant.defaultLanguage,
        ),
      ),
    { perMinutePerAddress: attemptsPerMinute },
  );
  registerEndpoint(
    login,
    async ({ merchant, request, body }) =>
      guardLogin(db, merchant, { ...attemptOf(request, body), username: body.username }, async () =>
        identity.login(
          db,
          merchant,
          body,
          clientOf(request),
          await siteOfHost(db, merchant, request.hostname),
        ),
      ),
    {
      perMinutePerAddress: attemptsPerMinute,
    },
  );
  registerEndpoint(
    completeSecondStep,
    ({ merchant, body }) => identity.completeSecondStep(db, merchant, body),
    { perMinutePerAddress: attemptsPerMinute },
  );
  registerEndpoint(startTotpSetup, ({ merchant, session }) =>
    secondStep.startTotp(db, merchant, requireSession(session)),
  );
  registerEndpoint(confirmTotpSetup, async ({ session, body }) => {
    await secondStep.confirmTotp(db, requireSession(session), body.code, new Date());
    return { done: true as const };
  });
  registerEndpoint(removeTotp, async ({ merchant, session, body }) => {
    await secondStep.removeTotp(db, merchant, requireSession(session), body.password);
    return { done: true as const };
  });
  registerEndpoint(logout, async ({ session }) => {
    await identity.logout(db, requireSession(session));
    return { done: true as const };
  });
  registerEndpoint(getMemberInfo, ({ merchant, session }) =>
    identity.memberInfo(db, merchant, requireSession(session)),
  );
  registerEndpoint(changePassword, async ({ merchant, session, body }) => {
    await identity.changePassword(db, merchant, requireSession(session), body);
    return { done: true as const };
  });
  registerEndpoint(updateLanguage, async ({ session, body }) => {
    await identity.updateLanguage(db, requireSession(session), body.language);
    return { done: true as const };
  });
}
