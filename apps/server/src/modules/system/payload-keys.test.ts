import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { livePayloadKey, payloadKeyById } from './payload-keys.ts';
import { secretBoxOf } from './secrets.ts';
import { resolveMerchant } from './service.ts';

let database: TestDatabase;
let demo: Merchant;
beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  const merchant = await resolveMerchant(database.db, { code: 'demo', host: '' });
  if (!merchant) throw new Error('the seeded demo brand is missing');
  demo = merchant;
});
afterAll(() => database?.close());

describe('brand payload keys', () => {
  it('keep their private half sealed; one sealed under a replaced seal key is retired for a new one', async () => {
    const { db } = database;
    const before = secretBoxOf(randomBytes(32));
    const after = secretBoxOf(randomBytes(32));
    await db.updateTable('merchant_payload_keys').set({ retired_at: new Date() }).execute();
    // A live key an installation sealed before its seal key was changed (written here, so no process
    // has it parsed already).
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const { n = '', e = '' } = publicKey.export({ format: 'jwk' });
    const oldKid = randomUUID();
    await db
      .insertInto('merchant_payload_keys')
      .values({
        kid: oldKid,
        merchant_id: demo.id,
        public_jwk: JSON.stringify({ kty: 'RSA', n, e }),
        private_pkcs8: before.seal(privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()),
      })
      .execute();

    const live = await livePayloadKey(db, after, demo);
    expect(live.kid).not.toBe(oldKid);
    expect(await payloadKeyById(db, after, demo, oldKid)).toBeUndefined();
    const rows = await db
      .selectFrom('merchant_payload_keys')
      .select(['kid', 'private_pkcs8', 'retired_at'])
      .where('merchant_id', '=', demo.id)
      .where('kid', 'in', [oldKid, live.kid])
      .execute();
    const byKid = new Map(rows.map((row) => [row.kid, row]));
    expect(byKid.get(oldKid)?.retired_at).not.toBeNull();
    expect(byKid.get(live.kid)?.retired_at).toBeNull();
    expect(byKid.get(live.kid)?.private_pkcs8).toMatch(/^sealed:v1:/);
    expect(after.open(byKid.get(live.kid)?.private_pkcs8 ?? '')).toContain('PRIVATE KEY');
    expect((await livePayloadKey(db, after, demo)).kid).toBe(live.kid);
  });
});
