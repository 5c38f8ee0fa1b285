import {
  addOwnPasskey,
  listOwnPasskeys,
  passkeySecondFactor,
  passkeySecondFactorOptions,
  removeOwnPasskey,
  startOwnPasskey,
} from '@platform/contracts/operator/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import { relyingPartyOf } from '../../platform/webauthn.ts';
import * as passkeys from '../operator/passkeys.ts';
import { addPasskey, removePasskey } from './passkeys.ts';

/** A staff member's own passkeys, and the second-factor step by passkey. */
export function staffPasskeyRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
  { attemptsPerMinute }: { attemptsPerMinute: number },
): void {
  registerOperatorEndpoint(listOwnPasskeys, async ({ operator }) => ({
    passkeys: await passkeys.listPasskeys(db, requireOperator(operator)),
  }));
  registerOperatorEndpoint(startOwnPasskey, ({ operator, request }) =>
    passkeys.startRegistration(db, requireOperator(operator), relyingPartyOf(request)),
  );
  registerOperatorEndpoint(addOwnPasskey, ({ operator, request, body }) =>
    addPasskey(db, requireOperator(operator), body, relyingPartyOf(request)),
  );
  registerOperatorEndpoint(removeOwnPasskey, async ({ operator, body }) => {
    await removePasskey(db, requireOperator(operator), body.id);
    return { done: true as const };
  });
  // A signature is worth guessing at no more than a code: the same ceiling per address as logins.
  const guessable = { perMinutePerAddress: attemptsPerMinute };
  registerOperatorEndpoint(
    passkeySecondFactorOptions,
    ({ operator, request }) =>
      passkeys.startVerification(db, requireOperator(operator), relyingPartyOf(request)),
    guessable,
  );
  registerOperatorEndpoint(
    passkeySecondFactor,
    ({ operator, request, body }) =>
      passkeys.verifyByPasskey(db, requireOperator(operator), body, relyingPartyOf(request)),
    guessable,
  );
}
