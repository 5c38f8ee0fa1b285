import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import {
  ZBonusList,
  ZPromotionDetail,
  ZStaffPromotion,
  ZStaffPromotionList,
} from '@platform/contracts/promotions/schemas';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { slotRound } from '../../test/house-game.ts';
import { deposit, expectLedgerHealthy } from '../../test/ledger.ts';
import { registeredMember } from '../../test/member.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';

/**
 * Issue 23, bonus terms: under a profile with a wagering ceiling (10x in the UKGC-like one) and no
 * mixed-product bonuses, staff cannot write a promotion above the ceiling or wagered on every
 * product; a promotion written before the brand moved to that profile keeps running, its bonuses
 * held to the ceiling; and a bonus wagered on one product counts only that product's stakes.
 */
let server: TestServer;
let demo: Merchant;
let content: string;
const HOUR = 3_600_000;

const setProfile = (profile: string) =>
  sql`UPDATE merchants SET protection_profile = ${profile} WHERE code = 'demo'`.execute(server.database.db);

beforeAll(async () => {
  server = await startTestServer();
  const merchant = await resolveMerchant(server.database.db, { code: 'demo', host: '' });
  if (!merchant) throw new Error('no demo brand');
  demo = merchant;
  content = await staffToken(server, 'terms.content', { roles: ['content'] });
  await setProfile('ukgc');
});
afterAll(async () => {
  await setProfile('basic');
  await server?.close();
});
afterEach(() => expectLedgerHealthy(server.database.db));

const call = (token: string, method: string, path: string, body?: unknown) =>
  server.request(path, {
    method,
    headers: {
      Merchant: 'demo',
      Authorization: token,
      'content-type': 'application/json',
      'Accept-Language': 'en',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

let promotions = 0;
const promotionBody = (terms: Record<string, unknown>) => {
  promotions += 1;
  return {
    merchant: 'demo',
    code: `T${promotions}-${Date.now()}`,
    category: 'deposit',
    kind: 'claim',
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
    bonusAmount: '10.00',
    contents: [{ language: 'EN', title: 'Terms', body: 'A bonus with terms.' }],
    ...terms,
  };
};

async function refusal(response: Response) {
  expect(response.status).toBe(400);
  return ZFailure.parse(await response.json());
}

async function claimed(code: string) {
  const member = await registeredMember(server, `terms${promotions}${Date.now() % 100_000}`);
  const main = await accountFor(server.database.db, demo, 'member.main', { memberId: member.id });
  await deposit(server.database.db, demo, main, 50_00n, `terms-fund-${member.id}`);
  const answer = await call(member.token, 'POST', '/wps/promotions/claim', { code });
  expect(ZSuccess(ZPromotionDetail).parse(await answer.json()).value).toMatchObject({ status: 'process' });
  const bonuses = async () =>
    ZSuccess(ZBonusList).parse(await (await call(member.token, 'GET', '/wps/promotions/bonuses')).json())
      .value.bonuses;
  return { member, bonuses };
}

describe('bonus terms under the UKGC-like profile', () => {
  it('refuses a wagering multiple above 10, with the ceiling in the message', async () => {
    const failure = await refusal(
      await call(
        content,
        'POST',
        '/ops/promotions',
        promotionBody({ wageringMultiple: 11, wageringProduct: 'games' }),
      ),
    );
    expect(failure.errorCode).toBe('promotion.wagering.above.ceiling');
    expect(failure.message).toContain('10');
  });

  it('refuses a wagered bonus on every product, and takes one wagered on games at the ceiling', async () => {
    const failure = await refusal(
      await call(content, 'POST', '/ops/promotions', promotionBody({ wageringMultiple: 10 })),
    );
    expect(failure.errorCode).toBe('promotion.products.mixed');
    const body = promotionBody({ wageringMultiple: 10, wageringProduct: 'games' });
    const created = await call(content, 'POST', '/ops/promotions', body);
    expect(ZSuccess(ZStaffPromotion).parse(await created.json()).value).toMatchObject({
      wageringMultiple: 10,
      wageringProduct: 'games',
    });
    // A bonus without wagering mixes nothing.
    const plain = await call(content, 'POST', '/ops/promotions', promotionBody({ wageringMultiple: 0 }));
    expect(plain.status).toBe(200);
  });

  it('tells the console the ceiling and that products may not mix', async () => {
    const list = await call(content, 'GET', '/ops/promotions?merchant=demo');
    expect(ZSuccess(ZStaffPromotionList).parse(await list.json()).value.bonusTerms).toEqual({
      maxWageringMultiple: 10,
      mixedProducts: false,
    });
  });

  it('keeps a promotion written before running, its bonuses held to the ceiling, and refuses saving it as it is', async () => {
    await setProfile('basic');
    const body = promotionBody({ wageringMultiple: 35 });
    expect((await call(content, 'POST', '/ops/promotions', body)).status).toBe(200);
    await setProfile('ukgc');
    const { bonuses } = await claimed(body.code);
    expect((await bonuses())[0]).toMatchObject({ amount: '10.00', wageringRequired: '100.00' });
    const failure = await refusal(await call(content, 'PUT', '/ops/promotions', body));
    expect(failure.errorCode).toBe('promotion.wagering.above.ceiling');
  });

  it('counts only the product a bonus is wagered on', async () => {
    const onLottery = promotionBody({ wageringMultiple: 1, wageringProduct: 'lottery' });
    const onGames = promotionBody({ wageringMultiple: 1, wageringProduct: 'games' });
    for (const body of [onLottery, onGames])
      expect((await call(content, 'POST', '/ops/promotions', body)).status).toBe(200);
    const lottery = await claimed(onLottery.code);
    const games = await claimed(onGames.code);
    for (const [index, { member }] of [lottery, games].entries())
      await slotRound(server, { merchantId: demo.id, memberId: member.id }, `terms-${member.id}-${index}`, {
        debits: ['2.00'],
        close: true,
      });
    expect((await lottery.bonuses())[0]).toMatchObject({ wagered: '0.00', status: 'process' });
    expect((await games.bonuses())[0]).toMatchObject({ wagered: '2.00', status: 'process' });
  });
});
