import { randomUUID } from 'node:crypto';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import type { OperatorRole } from '@platform/contracts/operator/roles';
import { ZRiskSignals } from '@platform/contracts/risk/schemas';
import { HOUSE_GAMES, HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLikeBrand } from '../../test/brand.ts';
import { houseGameToken, houseWalletClient } from '../../test/house-game.ts';
import { testMember } from '../../test/ledger.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { resolveMerchant } from '../system/service.ts';

let server: TestServer;
let riskStaff: string;
let members = 0;

beforeAll(async () => {
  server = await startTestServer();
  riskStaff = await staffToken(server, 'signals.risk', { roles: ['risk'] });
});
afterAll(() => server?.close());

async function brand(code: string) {
  const merchant = await resolveMerchant(server.database.db, { code, host: '' });
  if (!merchant) throw new Error(`no brand ${code}`);
  return merchant;
}

/** A member of the brand, with a launch of the house slot (a provider's player) unless told otherwise. */
async function member(
  code = 'demo',
  launched = true,
): Promise<{ id: bigint; playerId: string; account: string }> {
  const { db } = server.database;
  members += 1;
  const account = `signal${members}${code}`;
  const id = await testMember(db, (await brand(code)).id, account);
  if (launched)
    await houseGameToken(db, { merchantId: (await brand(code)).id, memberId: id }, HOUSE_GAMES.slot);
  return { id, playerId: `P${id}`, account };
}

const signal = (players: [string, string], extra: Record<string, unknown> = {}) => ({
  gameCode: HOUSE_GAMES.slot,
  table: 'niuniu-1',
  hand: '17',
  kind: 'shared-address',
  players,
  observedAt: '2026-11-29T12:00:00.000Z',
  ...extra,
});

const report = (body: unknown, secret?: string) => houseWalletClient(server, secret)('risk-signal', body);

const list = (token: string, query = '') =>
  server.request(`/ops/risk/signals?merchant=demo${query}`, { headers: { Authorization: token } });

async function signalsOf(query = '') {
  const response = await list(riskStaff, query);
  expect(response.status).toBe(200);
  return ZSuccess(ZRiskSignals).parse(await response.json()).value;
}

describe('collusion signals from a provider', () => {
  it('keeps a signed signal once, whichever way round and however often it is sent', async () => {
    const [a, b] = [await member(), await member()];
    const first = await report(signal([a.playerId, b.playerId]));
    expect(first).toEqual({ status: 200, body: { code: 'OK' } });
    // A retry, and the same pair reported from the other seat: one row.
    expect((await report(signal([a.playerId, b.playerId]))).body.code).toBe('OK');
    expect((await report(signal([b.playerId, a.playerId]))).body.code).toBe('OK');
    // Another hand or kind is another signal.
    expect((await report(signal([a.playerId, b.playerId], { kind: 'shared-device' }))).body.code).toBe('OK');
    const { signals } = await signalsOf();
    const ours = signals.filter(({ members: pair }) => pair.some(({ account }) => account === a.account));
    expect(ours).toHaveLength(2);
    expect(ours.find(({ kind }) => kind === 'shared-address')).toMatchObject({
      provider: HOUSE_PROVIDER_CODE,
      gameCode: HOUSE_GAMES.slot,
      table: 'niuniu-1',
      hand: '17',
      observedAt: '2026-11-29T12:00:00.000Z',
      members: [
        { memberId: String(a.id), account: a.account },
        { memberId: String(b.id), account: b.account },
      ],
    });
  });

  it('refuses an unsigned or replayed call, and a malformed signal, keeping nothing', async () => {
    const [a, b] = [await member(), await member()];
    const body = signal([a.playerId, b.playerId], { table: 'refused-table' });
    expect(await report(body, 'not the provider key at all, 32+')).toMatchObject({
      status: 401,
      body: { code: 'BAD_SIGNATURE' },
    });
    const call = houseWalletClient(server);
    const nonce = randomUUID().replaceAll('-', '');
    expect(
      (await call('risk-signal', signal([a.playerId, b.playerId], { table: 'nonce-table' }), { nonce }))
        .status,
    ).toBe(200);
    expect((await call('risk-signal', body, { nonce })).body.code).toBe('NONCE_REPLAYED');
    const malformed = [
      signal([a.playerId, a.playerId]),
      signal([a.playerId, b.playerId], { kind: 'same-wifi' }),
      signal([a.playerId, b.playerId], { observedAt: 'yesterday' }),
      signal([a.playerId, b.playerId], { table: 'a table with spaces' }),
      { ...signal([a.playerId, b.playerId]), players: [a.playerId] },
      { ...signal([a.playerId, b.playerId]), gameCode: undefined },
    ];
    for (const each of malformed)
      expect(await report(each)).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } });
    const { signals } = await signalsOf();
    expect(signals.filter(({ table }) => table === 'refused-table')).toEqual([]);
  });

  it('takes only the provider’s own players of one brand', async () => {
    await demoLikeBrand(server.database.db, 'riskother');
    const [a, b] = [await member(), await member()];
    const stranger = await member('demo', false);
    const elsewhere = await member('riskother', false);
    const refused = [
      signal([a.playerId, stranger.playerId]),
      signal([a.playerId, elsewhere.playerId]),
      signal([a.playerId, 'P999999999']),
      signal([a.playerId, 'someone']),
      // They played the slot, not this game.
      signal([a.playerId, b.playerId], { gameCode: HOUSE_GAMES.fishing }),
    ];
    for (const each of refused)
      expect(await report(each)).toMatchObject({ status: 404, body: { code: 'UNKNOWN_PLAYER' } });
    const { signals } = await signalsOf();
    expect(signals.filter(({ members: pair }) => pair.some(({ account }) => account === a.account))).toEqual(
      [],
    );
  });
});

describe('collusion signals in the console', () => {
  it('are read by risk, admin and the auditor, and nobody else', async () => {
    const expected: Record<OperatorRole, boolean> = {
      admin: true,
      risk: true,
      auditor: true,
      finance: false,
      support: false,
      content: false,
      marketing: false,
      agent_manager: false,
    };
    const seen: Record<string, boolean> = {};
    for (const role of Object.keys(expected) as OperatorRole[]) {
      const response = await list(await staffToken(server, `signals.role.${role}`, { roles: [role] }));
      seen[role] = response.status === 200;
      if (!seen[role]) expect(ZFailure.parse(await response.json()).errorCode).toBe('access.forbidden');
    }
    expect(seen).toEqual(expected);
  });

  it('filters by kind and time and pages newest first', async () => {
    const [a, b] = [await member(), await member()];
    for (const [at, hand] of [
      ['2026-03-01T10:00:00.000Z', 'p1'],
      ['2026-03-01T11:00:00.000Z', 'p2'],
      ['2026-03-01T12:00:00.000Z', 'p3'],
    ] as const)
      expect(
        (await report(signal([a.playerId, b.playerId], { table: 'paged', hand, observedAt: at }))).body.code,
      ).toBe('OK');
    expect(
      (
        await report(
          signal([a.playerId, b.playerId], {
            table: 'paged',
            hand: 'p4',
            kind: 'shared-device',
            observedAt: '2026-03-01T10:30:00.000Z',
          }),
        )
      ).body.code,
    ).toBe('OK');
    const window = '&from=2026-03-01T00:00:00Z&to=2026-03-02T00:00:00Z';
    const first = await signalsOf(`${window}&kind=shared-address&limit=2`);
    expect(first.signals.map(({ hand }) => hand)).toEqual(['p3', 'p2']);
    const second = await signalsOf(`${window}&kind=shared-address&limit=2&before=${first.next}`);
    expect(second).toMatchObject({ signals: [{ hand: 'p1' }], next: null });
    const late = await signalsOf('&from=2026-03-01T11:30:00Z&to=2026-03-02T00:00:00Z');
    expect(late.signals.map(({ hand }) => hand)).toEqual(['p3']);
    const devices = await signalsOf(`${window}&kind=shared-device`);
    expect(devices.signals.map(({ hand }) => hand)).toEqual(['p4']);
    const bad = await list(riskStaff, '&kind=same-wifi');
    expect(bad.status).toBe(400);
  });
});
