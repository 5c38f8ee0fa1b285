import {
  finishPasskeyRegistration,
  listPasskeys,
  loginByPasskey,
  removePasskey,
  startPasskeyLogin,
  startPasskeyRegistration,
} from '@platform/contracts/identity/passkey-endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { type RegisterEndpoint, requireOfficialMember } from '../../../platform/endpoint.ts';
import { relyingPartyOf } from '../../../platform/webauthn.ts';
import { siteOfHost } from '../../system/service.ts';
import { clientOf } from '../routes.ts';
import * as passkeys from './passkeys.ts';

/** `attemptsPerMinute`: quick logins per address, as for password logins. */
export function passkeyRoutes(
  registerEndpoint: RegisterEndpoint,
  db: Kysely<DB>,
  { attemptsPerMinute }: { attemptsPerMinute: number },
): void {
  registerEndpoint(listPasskeys, async ({ session }) => ({
    passkeys: await passkeys.listPasskeys(db, requireOfficialMember(session)),
  }));
  registerEndpoint(startPasskeyRegistration, ({ merchant, request, session }) =>
    passkeys.startRegistration(db, merchant, requireOfficialMember(session), relyingPartyOf(request)),
  );
  registerEndpoint(finishPasskeyRegistration, ({ merchant, request, session, body }) =>
    passkeys.finishRegistration(db, merchant, requireOfficialMember(session), body, relyingPartyOf(request)),
  );
  registerEndpoint(removePasskey, async ({ merchant, session, body }) => {
    await passkeys.removePasskey(db, merchant, requireOfficialMember(session), body.id);
    return { done: true as const };
  });
  registerEndpoint(
    startPasskeyLogin,
    ({ merchant, request }) => passkeys.startLogin(db, merchant, relyingPartyOf(request)),
    { perMinutePerAddress: attemptsPerMinute },
  );
  registerEndpoint(
    loginByPasskey,
    async ({ merchant, request, body }) =>
      passkeys.loginByPasskey(
        db,
        merchant,
        body,
        relyingPartyOf(request),
        clientOf(request),
        await siteOfHost(db, merchant, request.hostname),
      ),
    { perMinutePerAddress: attemptsPerMinute },
  );
}
