import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETIRED_PUBLIC_KEYS } from '../../platform/retired-keys.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { deploymentSecrets, secretBox, secretBoxOf } from './secrets.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const unset = { houseVendorSecret: undefined, sportsbookSecret: undefined, lotterySeedSecret: undefined };
/** 32 random bytes in base64url. */
const STRONG = /^[A-Za-z0-9_-]{43}$/;

describe('deployment secrets', () => {
  it(`are made at the first start, kept in the database and read back by every later start`, async () => {
    // Instances starting at the same moment over one database all end with the first one kept.
    const starts = await Promise.all(Array.from({ length: 4 }, () => deploymentSecrets(database.db, unset)));
    const [first] = starts;
    for (const start of starts) expect(start).toEqual(first);
    expect(first?.houseVendorSecret).toMatch(STRONG);
    expect(first?.sportsbookSecret).toMatch(STRONG);
    expect(first?.lotterySeedSecret).toMatch(STRONG);
    expect(new Set(Object.values(first ?? {})).size).toBe(3);
    for (const published of Object.values(RETIRED_PUBLIC_KEYS))
      expect(Object.values(first ?? {})).not.toContain(published);
    const kept = await database.db.selectFrom('deployment_secrets').select(['name', 'value']).execute();
    expect(Object.fromEntries(kept.map(({ name, value }) => [name, value]))).toEqual({
      HOUSE_VENDOR_SECRET: first?.houseVendorSecret,
      SPORTSBOOK_SECRET: first?.sportsbookSecret,
      LOTTERY_SEED_SECRET: first?.lotterySeedSecret,
    });
    expect(await deploymentSecrets(database.db, unset)).toEqual(first);
  });

  it('take the environment’s value over the kept one', async () => {
    const configured = {
      houseVendorSecret: 'h'.repeat(64),
      sportsbookSecret: 's'.repeat(64),
      lotterySeedSecret: 'l'.repeat(64),
    };
    expect(await deploymentSecrets(database.db, configured)).toEqual(configured);
  });
});

describe('the secret box', () => {
  it('seals a secret so the stored text tells nothing of it, opens it again, and refuses a changed one', async () => {
    const box = await secretBox(database.db);
    const plain = 'a-gateway-secret-of-at-least-32-characters';
    const sealed = box.seal(plain);
    expect(sealed).toMatch(/^sealed:v1:/);
    expect(sealed).not.toContain(plain);
    expect(box.seal(plain)).not.toBe(sealed);
    expect((await secretBox(database.db)).open(sealed)).toBe(plain);
    expect(box.open(plain)).toBe(plain);
    // One changed character of the ciphertext (its first carries six whole bits; a tag's last one
    // carries padding that base64url decoding drops, so changing it could change nothing).
    const [iv, ciphertext = '', tag] = sealed.slice('sealed:v1:'.length).split('.');
    const changed = `${ciphertext.startsWith('A') ? 'B' : 'A'}${ciphertext.slice(1)}`;
    expect(() => box.open(`sealed:v1:${[iv, changed, tag].join('.')}`)).toThrow();
  });

  it('seals under GATEWAY_SEAL_KEY when set, and still opens what the kept key sealed before', async () => {
    const kept = await secretBox(database.db);
    const before = kept.seal('sealed-before-the-variable-was-set');
    const configured = await secretBox(database.db, 'g'.repeat(64));
    expect(configured.open(before)).toBe('sealed-before-the-variable-was-set');
    const after = configured.seal('sealed-under-the-environment-key');
    expect(configured.open(after)).toBe('sealed-under-the-environment-key');
    // The database's key alone opens nothing sealed under the environment's.
    expect(() => kept.open(after)).toThrow();
    expect(() => secretBoxOf(randomBytes(32)).open(after)).toThrow();
    expect((await secretBox(database.db, 'g'.repeat(64))).open(after)).toBe(
      'sealed-under-the-environment-key',
    );
  });

  it('with GATEWAY_SEAL_KEY set on a database that kept none, keeps none', async () => {
    const fresh = await openTestDatabase();
    try {
      const box = await secretBox(fresh.db, 'f'.repeat(64));
      expect(box.open(box.seal('a-secret'))).toBe('a-secret');
      expect(
        await fresh.db
          .selectFrom('deployment_secrets')
          .select('name')
          .where('name', '=', 'GATEWAY_SEAL_KEY')
          .execute(),
      ).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
