import type { Passkey, PasskeyRegistrationBody } from '@platform/contracts/identity/passkey-schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import type { RelyingParty } from '../../platform/webauthn.ts';
import { recordStaffAction } from '../audit/service.ts';
import * as passkeys from '../operator/passkeys.ts';

/**
 * A staff member's own passkeys. Adding or removing one changes how the account passes its second
 * factor, so each is recorded in the platform's log, as an admin's reset of it is.
 */
async function recorded(
  db: Kysely<DB>,
  staff: OperatorSession,
  action: 'staff.passkey.add' | 'staff.passkey.remove',
  change: (trx: Kysely<DB>) => Promise<Passkey>,
): Promise<Passkey> {
  return db.transaction().execute(async (trx) => {
    const passkey = await change(trx);
    await recordStaffAction(trx, staff, {
      action,
      merchantId: null,
      subject: `operator:${staff.operatorId}`,
      detail: { passkey: { id: passkey.id, name: passkey.name } },
    });
    return passkey;
  });
}

export const addPasskey = (
  db: Kysely<DB>,
  staff: OperatorSession,
  body: PasskeyRegistrationBody,
  party: RelyingParty,
) => recorded(db, staff, 'staff.passkey.add', (trx) => passkeys.finishRegistration(trx, staff, body, party));

export const removePasskey = (db: Kysely<DB>, staff: OperatorSession, credentialId: string) =>
  recorded(db, staff, 'staff.passkey.remove', (trx) => passkeys.removePasskey(trx, staff, credentialId));
