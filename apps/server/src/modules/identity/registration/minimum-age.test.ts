import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZRegisterSettings } from '@platform/contracts/system/register-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../../db/seed/demo-brand.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { registeredMember, registration } from '../../../test/member.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { createMerchant, resolveMerchant } from '../../system/service.ts';
import { updateProfile } from '../profile/profile.ts';

let server: TestServer;
let brands: Record<'demo' | 'adult21', Merchant>;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  await createMerchant(db, { ...DEMO_BRAND, code: 'adult21', domains: ['adult21.example'], minimumAge: 21 });
  const brandOf = async (code: string) => (await resolveMerchant(db, { code, host: '' })) as Merchant;
  brands = { demo: await brandOf('demo'), adult21: await brandOf('adult21') };
});
afterAll(() => server?.close());

async function register(brand: string, username: string, ageConfirmed: boolean) {
  const response = await registration(server, username, brand, { ageConfirmed });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** The birthday check as of noon UTC on 15 June 2026. */
const NOW = new Date('2026-06-15T12:00:00Z');

async function birthdayAnswer(brand: 'demo' | 'adult21', username: string, birthday: string) {
  const { id } = await registeredMember(server, username, brand);
  try {
    await updateProfile(server.database.db, brands[brand], id, { birthday }, NOW);
    return 'accepted';
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

describe('minimum age: 18, or 21 in the birthday variant (brand setting minimum_age)', () => {
  it('each brand tells its form the age to declare, and registration refuses a form without it', async () => {
    for (const [brand, age] of [
      ['demo', 18],
      ['adult21', 21],
    ] as const) {
      const settings = await server.request('/wps/system/setting/register', { headers: { Merchant: brand } });
      expect(ZSuccess(ZRegisterSettings).parse(await settings.json()).value.minimumAge).toBe(age);
      const refused = await register(brand, `young${age}`, false);
      expect(refused.status).toBe(400);
      expect(ZFailure.parse(refused.body)).toMatchObject({
        errorCode: 'register.invalid',
        issues: [{ path: 'body.ageConfirmed', code: 'required' }],
      });
      const members = await server.database.db
        .selectFrom('members')
        .select('id')
        .where('account_key', '=', `young${age}`)
        .execute();
      expect(members).toEqual([]);
      expect((await register(brand, `adult${age}`, true)).status).toBe(200);
    }
  });

  it('the birthday variant refuses a 20-year-old and accepts one who turns 21 today', async () => {
    expect(await birthdayAnswer('adult21', 'bday21a', '2005-06-16')).toBe('profile.birthday.invalid');
    expect(await birthdayAnswer('adult21', 'bday21b', '2005-06-15')).toBe('accepted');
    // 18 is not enough there.
    expect(await birthdayAnswer('adult21', 'bday21c', '2008-06-15')).toBe('profile.birthday.invalid');
  });

  it('the normal variant refuses a 17-year-old and accepts one who turns 18 today', async () => {
    expect(await birthdayAnswer('demo', 'bday18a', '2008-06-16')).toBe('profile.birthday.invalid');
    expect(await birthdayAnswer('demo', 'bday18b', '2008-06-15')).toBe('accepted');
  });
});
