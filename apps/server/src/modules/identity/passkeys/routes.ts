import {
  finishPasskeyRegistration,
  listPasskeys,
  loginByPasskey,
  removePasskey,
  startPasskeyLogin,
  startPasskeyRegistration,
} from '@platform/contracts/identity/passkey-endpoints';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { type RegisterEndpoint, requireOfficialMember } from '../../../platform/endpoint.ts';
import { siteOfHost } from '../../system/service.ts';
import { clientOf } from '../routes.ts';
import * as passkeys from './passkeys.ts';

/**
 * The passkey is bound to the host the browser is on, and the browser signs the page's origin. The
 * site and the API share that origin: in production the server serves the site itself, and in
 * development Vite's proxy keeps the browser's Host header (no changeOrigin) for the same reason.
 * Behind a TLS proxy, TRUST_PROXY makes protocol and host the ones the browser used.
 */
function relyingPartyOf(request: FastifyRequest): passkeys.RelyingParty {
  return {
    id: request.hostname.toLowerCase().replace(/\.$/, ''),
    origin: `${request.protocol}://${request.host}`,
  };
}

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
