import {
  changePassword,
  completeSecondStep,
  confirmTotpSetup,
  forgotPassword,
  getMemberIcon,
  getMemberInfo,
  login,
  logout,
  register,
  registerMobile,
  registerOneClick,
  removeTotp,
  resetPassword,
  sendSecondStepCode,
  sendSmsCode,
  startTotpSetup,
  updateLanguage,
} from '@platform/contracts/identity/endpoints';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { DomainEvents } from '../../platform/domain-events.ts';
import { type RegisterEndpoint, requireOfficialMember, requireSession } from '../../platform/endpoint.ts';
import { memberLanguageOf } from '../../platform/language.ts';
import { attemptOf } from '../captcha/routes.ts';
import { guardLogin, guardRegistration, requireHumanCheck } from '../captcha/service.ts';
import { siteOfHost } from '../system/service.ts';
import * as identity from './login/login.ts';
import { type Client, logout as endSession } from './login/session.ts';
import { requestPasswordReset, resetPassword as resetPasswordByToken } from './passwords/reset.ts';
import { loginBySms, sendSmsCode as sendCode } from './phone/phone-auth.ts';
import * as account from './profile/account.ts';
import { registerOneClick as openOneClick } from './registration/one-click.ts';
import { register as registerMember } from './registration/register.ts';
import * as secondStep from './second-step/second-step.ts';

export function clientOf(request: FastifyRequest): Client {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip || null, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

/**
 * `attemptsPerMinute`: login and registration attempts per address, enough for people, too few for
 * guessing. Registrations announce member.registered on `events`; `mayTransferToUpline` is the agent
 * tree's rule the member info reports.
 */
export function identityRoutes(
  registerEndpoint: RegisterEndpoint,
  db: Kysely<DB>,
  {
    attemptsPerMinute,
    events,
    mayTransferToUpline,
  }: { attemptsPerMinute: number; events: DomainEvents; mayTransferToUpline: account.UplineTransferRule },
): void {
  registerEndpoint(
    register,
    ({ merchant, request, body }) =>
      guardRegistration(db, merchant, attemptOf(request, body), () =>
        registerMember(db, events, merchant, body, clientOf(request), memberLanguageOf(request, merchant)),
      ),
    { perMinutePerAddress: attemptsPerMinute },
  );
  registerEndpoint(
    registerMobile,
    ({ merchant, request, body }) =>
      registerMember(
        db,
        events,
        merchant,
        { ...body, username: body.username ?? '' },
        clientOf(request),
        memberLanguageOf(request, merchant),
        new Date(),
        'mobile',
      ),
    { perMinutePerAddress: attemptsPerMinute },
  );
  registerEndpoint(
    registerOneClick,
    ({ merchant, request, body }) =>
      guardRegistration(db, merchant, attemptOf(request, body), () =>
        openOneClick(db, events, merchant, body, clientOf(request), memberLanguageOf(request, merchant)),
      ),
    { perMinutePerAddress: attemptsPerMinute },
  );
  registerEndpoint(
    login,
    async ({ merchant, request, body }) => {
      const site = await siteOfHost(db, merchant, request.hostname);
      // The proof of work guards password logins (spec section 5); an SMS login is guarded by its code.
      if (body.type === 'sms') return loginBySms(db, merchant, body, clientOf(request), site);
      return guardLogin(db, merchant, { ...attemptOf(request, body), username: body.username }, () =>
        identity.login(db, merchant, body, clientOf(request), site),
      );
    },
    {
      perMinutePerAddress: attemptsPerMinute,
    },
  );
  registerEndpoint(
    sendSmsCode,
    async ({ merchant, request, body }) => {
      // Every SMS costs the brand money: a proof of work before each keeps scripts from pumping them.
      // Mobile registration and SMS login need no check of their own: they need a code sent this way.
      await requireHumanCheck(db, merchant, body.humanCheck);
      await sendCode(db, merchant, body, clientOf(request), memberLanguageOf(request, merchant));
      return { done: true as const };
    },
    { perMinutePerAddress: attemptsPerMinute },
  );
  registerEndpoint(
    forgotPassword,
    async ({ merchant, request, body }) => {
      await requestPasswordReset(
        db,
        merchant,
        body,
        { protocol: request.protocol, host: request.host },
        memberLanguageOf(request, merchant),
      );
      return { done: true as const };
    },
    { perMinutePerAddress: attemptsPerMinute },
  );
  registerEndpoint(
    resetPassword,
    async ({ merchant, body }) => {
      await resetPasswordByToken(db, merchant, body);
      return { done: true as const };
    },
    { perMinutePerAddress: attemptsPerMinute },
  );
  registerEndpoint(
    completeSecondStep,
    ({ merchant, body }) => identity.completeSecondStep(db, merchant, body),
    { perMinutePerAddress: attemptsPerMinute },
  );
  registerEndpoint(
    sendSecondStepCode,
    async ({ merchant, request, body }) => {
      await secondStep.sendSecondStepCode(
        db,
        merchant,
        body,
        clientOf(request),
        memberLanguageOf(request, merchant),
        new Date(),
      );
      return { done: true as const };
    },
    { perMinutePerAddress: attemptsPerMinute },
  );
  registerEndpoint(startTotpSetup, ({ merchant, session }) =>
    secondStep.startTotp(db, merchant, requireOfficialMember(session)),
  );
  registerEndpoint(confirmTotpSetup, async ({ session, body }) => {
    await secondStep.confirmTotp(db, requireOfficialMember(session), body.code, new Date());
    return { done: true as const };
  });
  registerEndpoint(removeTotp, async ({ merchant, session, body }) => {
    await secondStep.removeTotp(db, merchant, requireOfficialMember(session), body.password);
    return { done: true as const };
  });
  // A session that must change its password first may still do these three (and nothing else); a
  // suspended member may too.
  const beforePasswordChange = { allowedBeforePasswordChange: true, allowedWhileSuspended: true };
  registerEndpoint(
    logout,
    async ({ session }) => {
      await endSession(db, requireSession(session));
      return { done: true as const };
    },
    beforePasswordChange,
  );
  registerEndpoint(
    getMemberInfo,
    ({ merchant, session }) => account.memberInfo(db, merchant, requireSession(session), mayTransferToUpline),
    beforePasswordChange,
  );
  registerEndpoint(
    changePassword,
    async ({ merchant, session, body }) => {
      await account.changePassword(db, merchant, requireOfficialMember(session), body);
      return { done: true as const };
    },
    beforePasswordChange,
  );
  registerEndpoint(getMemberIcon, ({ merchant, session }) =>
    account.memberIcon(db, merchant, requireSession(session)),
  );
  registerEndpoint(updateLanguage, async ({ session, body }) => {
    await account.updateLanguage(db, requireSession(session), body.language);
    return { done: true as const };
  });
}
