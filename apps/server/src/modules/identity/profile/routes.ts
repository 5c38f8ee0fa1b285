import {
  getProfile,
  sendMobileCode,
  setPaymentPassword,
  updateProfile,
  verifyMobile,
} from '@platform/contracts/identity/profile-endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { type RegisterEndpoint, requireOfficialMember } from '../../../platform/endpoint.ts';
import { memberLanguageOf } from '../../../platform/language.ts';
import * as paymentPassword from '../passwords/payment-password.ts';
import { clientOf } from '../routes.ts';
import * as profile from './profile.ts';

export function profileRoutes(
  registerEndpoint: RegisterEndpoint,
  db: Kysely<DB>,
  { attemptsPerMinute }: { attemptsPerMinute: number },
): void {
  registerEndpoint(getProfile, ({ merchant, session }) =>
    profile.profileOf(db, merchant, requireOfficialMember(session).memberId),
  );
  // The email change checks the login password: as tightly limited as a login.
  registerEndpoint(
    updateProfile,
    ({ merchant, session, body }) =>
      profile.updateProfile(db, merchant, requireOfficialMember(session).memberId, body),
    { perMinutePerAddress: attemptsPerMinute },
  );
  registerEndpoint(
    sendMobileCode,
    async ({ merchant, session, request, body }) => {
      const { memberId } = requireOfficialMember(session);
      const language = memberLanguageOf(request, merchant);
      await profile.sendMobileCode(db, merchant, memberId, body.mobileNum, clientOf(request), language);
      return { done: true as const };
    },
    { perMinutePerAddress: attemptsPerMinute },
  );
  registerEndpoint(
    verifyMobile,
    ({ merchant, session, body }) =>
      profile.verifyMobile(db, merchant, requireOfficialMember(session).memberId, body),
    { perMinutePerAddress: attemptsPerMinute },
  );
  registerEndpoint(
    setPaymentPassword,
    async ({ merchant, session, body }) => {
      await paymentPassword.setPaymentPassword(db, merchant, requireOfficialMember(session).memberId, body);
      return { done: true as const };
    },
    { perMinutePerAddress: attemptsPerMinute },
  );
}
