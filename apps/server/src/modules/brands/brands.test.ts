import { ZStaffActionsValue } from '@platform/contracts/audit/schemas';
import { ZBrandDetail, ZBrandList } from '@platform/contracts/brands/schemas';
import { ZStaffGameList } from '@platform/contracts/catalogue/game-schemas';
import { ZSuccess } from '@platform/contracts/envelope';
import { ZGameMenus } from '@platform/contracts/games/categories';
import { ZPaymentMethod, ZPaymentMethodList } from '@platform/contracts/payments/schemas';
import { ZSystemStatus } from '@platform/contracts/system/status';
import { ZWhitelabelTree } from '@platform/contracts/system/whitelabel';
import { HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, testClient } from '../../test/api-client.ts';
import { deposit } from '../../test/ledger.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';

let server: TestServer;
let admin: string;
let support: string;

beforeAll(async () => {
  // A long brand cache, as production keeps one: a change must show through it at once.
  server = await startTestServer({ brandCacheMs: 60_000 });
  admin = await staffToken(server, 'brands.admin', { roles: ['admin'] });
  support = await staffToken(server, 'brands.support', { roles: ['support'] });
});
afterAll(() => server?.close());

const { call } = testClient(() => server, { brand: null });
const detailOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return ZSuccess(ZBrandDetail).parse(await response.json()).value;
};

let brands = 0;
/** A new brand from the demo template, answering on its own host. */
async function newBrand(token = admin, overrides: Record<string, unknown> = {}) {
  brands += 1;
  const code = `nb${brands}-${process.pid}`;
  const response = await call(token, 'POST', '/ops/brands', {
    code,
    name: `New brand ${brands}`,
    currency: 'EUR',
    currencyScale: 2,
    languages: ['EN', 'TH'],
    defaultLanguage: 'TH',
    timeZone: 'Asia/Bangkok',
    hosts: [{ host: `${code}.example.com`, site: 'member', primary: true }],
    ...overrides,
  });
  return { code, response };
}

describe('creating a brand from a template', () => {
  it('copies the switches and fields, but no secret, gateway or host of the template', async () => {
    const { code, response } = await newBrand();
    const created = await detailOf(response);
    const demo = await detailOf(await call(admin, 'GET', '/ops/brands/detail?merchant=demo'));
    expect(created).toMatchObject({
      code,
      currency: 'EUR',
      languages: ['EN', 'TH'],
      timeZone: 'Asia/Bangkok',
    });
    expect(created.features).toEqual(demo.features);
    expect(created.registration).toEqual(demo.registration);
    expect(created.hosts).toEqual([{ host: `${code}.example.com`, site: 'member', primary: true }]);

    const methods = await call(admin, 'GET', `/ops/payments/methods?merchant=${code}`);
    expect(ZSuccess(ZPaymentMethodList).parse(await methods.json()).value.items).toEqual([]);
    const keyOf = async (merchant: string) =>
      ZSuccess(ZSystemStatus).parse(
        await (await server.request('/wps/system/status', { headers: { Merchant: merchant } })).json(),
      ).value.encryption;
    const [own, template] = await Promise.all([keyOf(code), keyOf('demo')]);
    expect(own.kid).not.toBe(template.kid);
    expect(own.jwk).not.toEqual(template.jwk);

    const audit = await call(admin, 'GET', `/ops/audit?merchant=${code}&action=brand.create`);
    expect(JSON.stringify(await audit.json())).toContain('"template":"demo"');
  });

  it("gives the new brand the template's vendors and games, every one disabled, and leaves the template's as they were", async () => {
    const { db } = server.database;
    const demo = await resolveMerchant(db, { code: 'demo', host: '' });
    if (!demo) throw new Error('The demo brand is missing');
    const catalogueOf = async (merchantId: bigint) => ({
      vendors: await db
        .selectFrom('game_vendors')
        .select(['category', 'vendor_code', 'display_name', 'provider_code', 'wallet_mode', 'enabled'])
        .where('merchant_id', '=', merchantId)
        .orderBy('category')
        .orderBy('vendor_code')
        .execute(),
      games: await db
        .selectFrom('games')
        .leftJoin('pvp_rooms', 'pvp_rooms.game_id', 'games.id')
        .select([
          'games.vendor_code',
          'games.game_code',
          'games.name',
          'games.names',
          'games.is_hot',
          'games.enabled',
          'games.lottery_game_code',
          'games.min_stake',
          'games.max_stake',
        ])
        .select((eb) => eb.fn.count<string>('pvp_rooms.id').as('rooms'))
        .where('games.merchant_id', '=', merchantId)
        .groupBy('games.id')
        .orderBy('games.vendor_code')
        .orderBy('games.game_code')
        .execute(),
    });
    // A house game's stake limits are settings of the game, which the copy keeps.
    const limited = await db
      .updateTable('games')
      .set({ min_stake: 50n, max_stake: 20_000n })
      .where('merchant_id', '=', demo.id)
      .where('game_code', '=', HOUSE_GAMES.dice)
      .executeTakeFirstOrThrow();
    expect(limited.numUpdatedRows).toBeGreaterThan(0n);
    const before = await catalogueOf(demo.id);
    const { code, response } = await newBrand();
    expect(response.status).toBe(200);
    const created = await resolveMerchant(db, { code, host: '' });
    if (!created) throw new Error('The new brand is missing');
    const copy = await catalogueOf(created.id);

    expect(before.vendors.length).toBeGreaterThan(0);
    expect(copy.vendors).toEqual(before.vendors.map((vendor) => ({ ...vendor, enabled: false })));
    // Lottery entries too: the lottery module gives the new brand the games they open (new-brand.test.ts).
    expect(before.games.some((game) => Number(game.rooms) > 0)).toBe(true);
    expect(before.games.some((game) => game.lottery_game_code !== null)).toBe(true);
    expect(copy.games).toEqual(before.games.map((game) => ({ ...game, enabled: false })));
    expect(await catalogueOf(demo.id)).toEqual(before);

    // Nothing is open on the new brand's site until staff open it.
    const menus = await server.request('/lgw/games/game_menus', { headers: { Merchant: code } });
    expect(ZSuccess(ZGameMenus).parse(await menus.json()).value).toEqual([]);
    const game = await call(admin, 'GET', `/ops/games?merchant=${code}&size=200`);
    const games = ZSuccess(ZStaffGameList).parse(await game.json()).value;
    expect(games.total).toBe(before.games.length);
    expect(games.items.every((item) => !item.enabled)).toBe(true);
  });

  it('refuses a taken code, a host of another brand and bad hosts', async () => {
    const { code } = await newBrand();
    expect(await errorOf((await newBrand(admin, { code })).response)).toBe('brand.code.taken');
    const taken = await newBrand(admin, { hosts: [{ host: 'localhost', site: 'member', primary: true }] });
    expect(taken.response.status).toBe(409);
    expect(await errorOf(taken.response)).toBe('brand.host.taken');
    for (const host of ['bad_host.example', '-x.example', 'a..b', 'x'.repeat(64)]) {
      const bad = await newBrand(admin, { hosts: [{ host, site: 'member', primary: true }] });
      expect(bad.response.status, host).toBe(400);
    }
    const twoPrimaries = await newBrand(admin, {
      hosts: [
        { host: 'one.example', site: 'member', primary: true },
        { host: 'two.example', site: 'member', primary: true },
      ],
    });
    expect(twoPrimaries.response.status).toBe(400);
  });
});

describe('editing a brand', () => {
  it('moves a host between sites, never onto another brand, and the site resolves it at once', async () => {
    const { code } = await newBrand();
    const agentHost = `agents-${code}.example.com`;
    const hosts = [
      { host: `${code}.example.com`, site: 'member', primary: true },
      { host: agentHost, site: 'agent', primary: false },
    ];
    const before = await server.sendWithHost({ method: 'GET', path: '/wps/system/status', host: agentHost });
    expect(before.status).not.toBe(200);
    const changed = await detailOf(await call(admin, 'PUT', '/ops/brands/hosts', { merchant: code, hosts }));
    expect(changed.hosts).toEqual(hosts);
    const after = await server.sendWithHost({ method: 'GET', path: '/wps/system/status', host: agentHost });
    expect(after.status).toBe(200);

    const stolen = await call(admin, 'PUT', '/ops/brands/hosts', {
      merchant: code,
      hosts: [...hosts, { host: '127.0.0.1', site: 'agent', primary: false }],
    });
    expect(await errorOf(stolen)).toBe('brand.host.taken');
  });

  it('changes the currency only until money moves', async () => {
    const { code } = await newBrand();
    const general = (currency: string) => ({
      merchant: code,
      name: 'Renamed',
      currency,
      currencyScale: 2,
      languages: ['EN'],
      defaultLanguage: 'EN',
      timeZone: 'Europe/Berlin',
    });
    expect((await detailOf(await call(admin, 'PUT', '/ops/brands/general', general('GBP')))).currency).toBe(
      'GBP',
    );
    const merchant = await resolveMerchant(server.database.db, { code, host: '' });
    if (!merchant) throw new Error('the brand just made is missing');
    const { db } = server.database;
    await deposit(db, merchant, await accountFor(db, merchant, 'system.adjustment'), 100n, `lock-${code}`);
    const locked = await call(admin, 'PUT', '/ops/brands/general', general('USD'));
    expect(locked.status).toBe(409);
    expect(await errorOf(locked)).toBe('brand.currency.locked');
    const renamed = await detailOf(
      await call(admin, 'PUT', '/ops/brands/general', { ...general('GBP'), name: 'Kept' }),
    );
    expect(renamed).toMatchObject({ name: 'Kept', currency: 'GBP', currencyLocked: true });
  });

  it("turns a switch the site's own endpoint sees at once, audited with before and after", async () => {
    const { code } = await newBrand();
    const freePlay = async () => {
      const answer = await server.request('/wps/system/whitelabel', { headers: { Merchant: code } });
      const tree = ZSuccess(ZWhitelabelTree).parse(await answer.json()).value;
      return tree
        .find((node) => node.modId === 'LOGIN')
        ?.childrenNodes.find((node) => node.modId === 'FREE_PLAY')?.enabled;
    };
    expect(await freePlay()).toBe(true);
    await detailOf(
      await call(admin, 'PUT', '/ops/brands/features', {
        merchant: code,
        switches: [{ modId: 'FREE_PLAY', enabled: false }],
      }),
    );
    expect(await freePlay()).toBe(false);
    const audit = await call(admin, 'GET', `/ops/audit?merchant=${code}&action=brand.features.update`);
    const text = JSON.stringify(await audit.json());
    expect(text).toContain('"before":{');
    expect(text).toMatch(/"after":\{[^}]*"FREE_PLAY":false/);
  });

  it('validates maintenance windows and blocked networks', async () => {
    const { code } = await newBrand();
    const access = (body: Record<string, unknown>) =>
      call(admin, 'PUT', '/ops/brands/access', {
        merchant: code,
        maintenance: true,
        maintenanceFrom: null,
        maintenanceUntil: null,
        blockedNetworks: [],
        ...body,
      });
    expect((await access({ blockedNetworks: ['10.0.0.0/300'] })).status).toBe(400);
    expect((await access({ blockedNetworks: ['not a network'] })).status).toBe(400);
    expect(
      (await access({ maintenanceFrom: '2030-01-02T00:00:00Z', maintenanceUntil: '2030-01-01T00:00:00Z' }))
        .status,
    ).toBe(400);
    const later = await detailOf(
      await access({
        maintenanceFrom: '2030-01-01T00:00:00Z',
        maintenanceUntil: '2030-01-02T00:00:00Z',
        blockedNetworks: ['203.0.113.0/24', '2001:db8::/32'],
      }),
    );
    expect(later.access.blockedNetworks.toSorted()).toEqual(['2001:db8::/32', '203.0.113.0/24']);
    const permission = await server.request('/wps/system/permission', { headers: { Merchant: code } });
    expect(JSON.stringify(await permission.json())).toContain('"maintenance":false');
  });

  it('sets the largest single stake in the currency, refusing what is not a positive amount, audited', async () => {
    const { code } = await newBrand();
    const limits = (maxStake: unknown) =>
      call(admin, 'PUT', '/ops/brands/limits', { merchant: code, maxStake });
    for (const hostile of ['-5.00', '0', '0.00', '1.001', '1e3', '9999999999999999', ' 5', 'five', 5, ''])
      expect(await errorOf(await limits(hostile)), String(hostile)).toBe('request.invalid');
    expect((await detailOf(await limits('250.5'))).limits).toEqual({ maxStake: '250.50' });
    expect((await detailOf(await limits(null))).limits).toEqual({ maxStake: null });
    const audit = await call(admin, 'GET', `/ops/audit?merchant=${code}&action=brand.limits.update&limit=1`);
    const [newest] = ZSuccess(ZStaffActionsValue).parse(await audit.json()).value.actions;
    expect(newest?.detail).toEqual({ before: { maxStake: '250.50' }, after: { maxStake: null } });
    expect(
      (await call(support, 'PUT', '/ops/brands/limits', { merchant: code, maxStake: '1.00' })).status,
    ).toBe(403);
  });
});

describe('the sportsbook settings', () => {
  it('set the default odds format and the margin, refusing a format the book does not show or a margin out of range, audited and for managers only', async () => {
    const { code } = await newBrand();
    const sportsbook = (oddsFormat: unknown, margin: unknown = 500) =>
      call(admin, 'PUT', '/ops/brands/sportsbook', { merchant: code, oddsFormat, margin });
    const before = await detailOf(await call(admin, 'GET', `/ops/brands/detail?merchant=${code}`));
    expect(before.sportsbook).toEqual({ oddsFormat: 'decimal', margin: 500 });
    for (const hostile of ['fractional', 'DECIMAL', '', null, 3])
      expect(await errorOf(await sportsbook(hostile)), String(hostile)).toBe('request.invalid');
    for (const hostile of [-1, 2001, 5.5, '600', null])
      expect(await errorOf(await sportsbook('malay', hostile)), String(hostile)).toBe('request.invalid');
    expect((await detailOf(await sportsbook('malay', 2000))).sportsbook).toEqual({
      oddsFormat: 'malay',
      margin: 2000,
    });
    expect((await detailOf(await sportsbook('malay', 0))).sportsbook).toEqual({
      oddsFormat: 'malay',
      margin: 0,
    });
    const stored = await server.database.db
      .selectFrom('merchants')
      .select(['odds_format', 'sportsbook_margin'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ odds_format: 'malay', sportsbook_margin: 0 });
    const audit = await call(
      admin,
      'GET',
      `/ops/audit?merchant=${code}&action=brand.sportsbook.update&limit=2`,
    );
    const actions = ZSuccess(ZStaffActionsValue).parse(await audit.json()).value.actions;
    expect(actions.map(({ detail }) => detail)).toEqual([
      { before: { oddsFormat: 'malay', margin: 2000 }, after: { oddsFormat: 'malay', margin: 0 } },
      { before: { oddsFormat: 'decimal', margin: 500 }, after: { oddsFormat: 'malay', margin: 2000 } },
    ]);
    const refused = await call(support, 'PUT', '/ops/brands/sportsbook', {
      merchant: code,
      oddsFormat: 'american',
      margin: 700,
    });
    expect(refused.status).toBe(403);
    expect(
      (await detailOf(await call(admin, 'GET', `/ops/brands/detail?merchant=${code}`))).sportsbook,
    ).toEqual({
      oddsFormat: 'malay',
      margin: 0,
    });
  });
});

describe('payment methods', () => {
  it('keeps a gateway secret write-only: shown as set with a fingerprint, replaceable, never returned', async () => {
    const { code } = await newBrand();
    const secret = 'a-gateway-secret-of-at-least-32-characters';
    const created = await call(admin, 'POST', '/ops/payments/methods', {
      merchant: code,
      code: 'online',
      kind: 'online',
      name: 'Pay online',
      minAmount: '10.00',
      maxAmount: '500.00',
      enabled: true,
      sortOrder: 1,
      bank: null,
      gateway: { code: 'sandbox', secret },
    });
    const text = await created.text();
    expect(created.status).toBe(200);
    expect(text).not.toContain(secret);
    const method = ZSuccess(ZPaymentMethod).parse(JSON.parse(text)).value;
    expect(method.gateway).toMatchObject({ code: 'sandbox', secretSet: true });

    const update = { merchant: code, id: method.id, name: 'Card', minAmount: '5.00', maxAmount: '50.00' };
    const rest = { enabled: false, sortOrder: 2, bank: null };
    const kept = await call(admin, 'PUT', '/ops/payments/methods', {
      ...update,
      ...rest,
      gateway: { code: 'sandbox' },
    });
    const keptMethod = ZSuccess(ZPaymentMethod).parse(await kept.json()).value;
    expect(keptMethod.gateway?.secretHint).toBe(method.gateway?.secretHint);
    const replaced = await call(admin, 'PUT', '/ops/payments/methods', {
      ...update,
      ...rest,
      gateway: { code: 'sandbox', secret: `${secret}-replaced` },
    });
    expect(ZSuccess(ZPaymentMethod).parse(await replaced.json()).value.gateway?.secretHint).not.toBe(
      method.gateway?.secretHint,
    );

    const stored = await server.database.db
      .selectFrom('deposit_methods')
      .select('gateway_secret')
      .where('id', '=', BigInt(method.id))
      .executeTakeFirstOrThrow();
    expect(stored.gateway_secret).toMatch(/^sealed:v1:/);
    expect(stored.gateway_secret).not.toContain(secret);

    const listed = await (await call(admin, 'GET', `/ops/payments/methods?merchant=${code}`)).text();
    const audit = await (await call(admin, 'GET', `/ops/audit?merchant=${code}`)).text();
    for (const answer of [listed, audit]) expect(answer).not.toContain(secret);

    const incomplete = await call(admin, 'POST', '/ops/payments/methods', {
      merchant: code,
      code: 'bank',
      kind: 'bank_transfer',
      name: 'Bank',
      minAmount: '10.00',
      maxAmount: '500.00',
      enabled: true,
      sortOrder: 0,
      bank: null,
      gateway: null,
    });
    expect(await errorOf(incomplete)).toBe('payment.method.incomplete');
  });
});

describe('who may do what', () => {
  it('support cannot manage; a brand-scoped admin edits its own brand only and creates none', async () => {
    const { code } = await newBrand();
    const own = await resolveMerchant(server.database.db, { code, host: '' });
    if (!own) throw new Error('the brand just made is missing');
    const scoped = await staffToken(server, `brands.scoped.${code}`, {
      roles: ['admin'],
      merchantIds: [own.id],
    });

    expect((await newBrand(support)).response.status).toBe(403);
    expect((await call(support, 'GET', '/ops/brands')).status).toBe(403);
    expect(
      (
        await call(support, 'PUT', '/ops/brands/features', {
          merchant: code,
          switches: [{ modId: 'FREE_PLAY', enabled: true }],
        })
      ).status,
    ).toBe(403);

    expect((await newBrand(scoped)).response.status).toBe(403);
    const features = { switches: [{ modId: 'FREE_PLAY', enabled: false }] };
    expect((await call(scoped, 'PUT', '/ops/brands/features', { merchant: code, ...features })).status).toBe(
      200,
    );
    expect(
      (await call(scoped, 'PUT', '/ops/brands/features', { merchant: 'demo', ...features })).status,
    ).toBe(403);
    expect((await call(scoped, 'GET', '/ops/brands/detail?merchant=demo')).status).toBe(403);
    expect((await call(scoped, 'GET', '/ops/payments/methods?merchant=demo')).status).toBe(403);
    expect((await call(scoped, 'GET', '/ops/brands')).status).toBe(403);
    expect((await call(scoped, 'GET', `/ops/brands/detail?merchant=${code}`)).status).toBe(200);
    const list = ZSuccess(ZBrandList).parse(
      await (await call(admin, 'GET', `/ops/brands?q=${code}`)).json(),
    ).value;
    expect(list.items.map((item) => item.code)).toEqual([code]);
  });
});

describe('site and session settings', () => {
  it('sets description, icon, colours, session minutes and SMS quota within their ranges, audited', async () => {
    const { code } = await newBrand();
    const site = {
      description: 'Lottery and live games, <b>escaped</b>',
      iconUrl: 'https://cdn.example.com/icon-512.png',
      themeColorLight: '#A1B2C3',
      themeColorDark: '#101820',
      sessionIdleMinutes: 15,
      sessionLifetimeMinutes: 240,
      smsDailyQuota: 500,
    };
    const changed = await detailOf(await call(admin, 'PUT', '/ops/brands/site', { merchant: code, ...site }));
    expect(changed.site).toEqual({ ...site, themeColorLight: '#a1b2c3' });
    // The brand as every request resolves it reads the new sessions and quota at once.
    const brand = await resolveMerchant(server.database.db, { code, host: '' });
    expect(brand).toMatchObject({ sessionIdleMinutes: 15, sessionLifetimeMinutes: 240, smsDailyQuota: 500 });

    for (const bad of [
      { sessionIdleMinutes: 300 },
      { sessionIdleMinutes: 0 },
      { sessionLifetimeMinutes: 4 },
      { sessionLifetimeMinutes: 43_201 },
      { smsDailyQuota: -1 },
      { smsDailyQuota: 1.5 },
      { themeColorDark: 'red' },
      { themeColorDark: '#12345' },
      { iconUrl: 'http://cdn.example.com/icon.png' },
      { iconUrl: 'javascript:alert(1)' },
      { iconUrl: '/icon" onload="x' },
      { description: '' },
      { description: 'x'.repeat(301) },
      { merchant: "demo' OR 1=1" },
    ]) {
      const refused = await call(admin, 'PUT', '/ops/brands/site', { merchant: code, ...site, ...bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
    const cleared = await detailOf(
      await call(admin, 'PUT', '/ops/brands/site', {
        merchant: code,
        ...site,
        description: null,
        iconUrl: null,
        themeColorLight: null,
        themeColorDark: null,
        smsDailyQuota: null,
      }),
    );
    expect(cleared.site).toMatchObject({ description: null, iconUrl: null, smsDailyQuota: null });
    const audit = await (
      await call(admin, 'GET', `/ops/audit?merchant=${code}&action=brand.site.update`)
    ).text();
    expect(audit).toContain('"sessionIdleMinutes":15');
    expect((await call(support, 'PUT', '/ops/brands/site', { merchant: code, ...site })).status).toBe(403);
  });
});

describe('social-login providers', () => {
  it('keeps the client secret write-only and sealed, refuses plain-http issuers, and audits without it', async () => {
    const { code } = await newBrand();
    const secret = 'a-client-secret-nobody-may-read-back';
    const provider = {
      merchant: code,
      channel: 'google',
      issuerUrl: 'https://accounts.google.com',
      clientId: 'lotus.apps.googleusercontent.com',
      enabled: true,
    };
    const noSecret = await call(admin, 'PUT', '/ops/brands/social-login', provider);
    expect(noSecret.status).toBe(400);
    for (const bad of [
      { issuerUrl: 'http://accounts.google.com' },
      { issuerUrl: 'javascript:alert(1)' },
      { issuerUrl: 'ftp://accounts.google.com' },
      { channel: 'twitter' },
      { clientId: '' },
      { clientSecret: 'x'.repeat(301) },
    ]) {
      const refused = await call(admin, 'PUT', '/ops/brands/social-login', {
        ...provider,
        clientSecret: secret,
        ...bad,
      });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
    expect(
      (await call(support, 'PUT', '/ops/brands/social-login', { ...provider, clientSecret: secret })).status,
    ).toBe(403);

    const saved = await call(admin, 'PUT', '/ops/brands/social-login', { ...provider, clientSecret: secret });
    const savedText = await saved.text();
    expect(saved.status).toBe(200);
    expect(savedText).not.toContain(secret);
    expect(ZSuccess(ZBrandDetail).parse(JSON.parse(savedText)).value.socialLogin).toEqual([
      {
        channel: 'google',
        issuerUrl: 'https://accounts.google.com',
        clientId: 'lotus.apps.googleusercontent.com',
        secretSet: true,
        enabled: true,
      },
    ]);
    const storedSecret = async () =>
      (
        await server.database.db
          .selectFrom('social_login_providers')
          .innerJoin('merchants', 'merchants.id', 'social_login_providers.merchant_id')
          .select('client_secret')
          .where('merchants.code', '=', code)
          .executeTakeFirstOrThrow()
      ).client_secret;
    const sealed = await storedSecret();
    expect(sealed).toMatch(/^sealed:v1:/);
    expect(sealed).not.toContain(secret);

    // Saved again without a secret (switched off), the sealed one stays; a new one replaces it.
    const off = await detailOf(
      await call(admin, 'PUT', '/ops/brands/social-login', { ...provider, enabled: false }),
    );
    expect(off.socialLogin[0]).toMatchObject({ enabled: false, secretSet: true });
    expect(await storedSecret()).toBe(sealed);
    await detailOf(
      await call(admin, 'PUT', '/ops/brands/social-login', { ...provider, clientSecret: `${secret}-2` }),
    );
    expect(await storedSecret()).not.toBe(sealed);

    // Localhost may be plain http (development, tests), as the login flow allows.
    await detailOf(
      await call(admin, 'PUT', '/ops/brands/social-login', {
        ...provider,
        channel: 'facebook',
        issuerUrl: 'http://127.0.0.1:9999/default',
        clientSecret: secret,
      }),
    );
    const audit = await (
      await call(admin, 'GET', `/ops/audit?merchant=${code}&action=brand.social.update`)
    ).text();
    expect(audit).toContain('"secretReplaced":true');
    expect(audit).toContain('"secretReplaced":false');
    expect(audit).not.toContain(secret);
  });
});
