import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZRegisterStatus } from '@platform/contracts/protection/exclusion-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { secretBox } from '../system/secrets.ts';
import { resolveMerchant } from '../system/service.ts';
import { exclusionOf } from './exclusion.ts';
import {
  type ExclusionRegisterSource,
  importDueHttpRegisters,
  importRegister,
  registerStatus,
} from './register.ts';

let server: TestServer;
let demo: Merchant;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await resolveMerchant(server.database.db, { code: 'demo', host: '' })) as Merchant;
});
afterAll(() => server?.close());

/** The register a test hands in: its entries as they are, whatever the time asked from. */
const stub = (
  entries: Awaited<ReturnType<ExclusionRegisterSource['entriesSince']>>,
): ExclusionRegisterSource => ({
  entriesSince: async () => entries,
});

describe('an external exclusion register', () => {
  it('blocks a member whose keys an imported entry lists, and only while the entry is in force', async () => {
    const { db } = server.database;
    const now = new Date('2026-12-01T00:00:00Z');
    await importRegister(
      db,
      demo.id,
      stub([
        { documentNumber: 'B-1234 567', endsAt: new Date('2027-01-01T00:00:00Z') },
        { realName: 'Nguyen Van A', birthDate: '1990-02-03' },
      ]),
      now,
    );
    const listed = await exclusionOf(db, demo, { memberId: 1n, keys: { documentNumber: 'b1234567' } }, now);
    expect(listed).toMatchObject({ matchedOn: 'documentNumber', source: 'register' });
    expect(
      await exclusionOf(db, demo, { keys: { realName: ' nguyen  van a', birthDate: '19900203' } }, now),
    ).toMatchObject({ matchedOn: 'nameBirth', until: null });
    expect(
      await exclusionOf(db, demo, { keys: { documentNumber: 'B1234567' } }, new Date('2027-01-01T00:00:00Z')),
    ).toBeUndefined();
    // The clear values are never kept.
    const stored = await db.selectFrom('exclusion_register_entries').select('key_hash').execute();
    expect(stored.map(({ key_hash }) => key_hash).join()).not.toMatch(/1234567|nguyen/i);
    expect(await registerStatus(db, demo.id, new Date('2026-12-02T00:00:01Z'))).toMatchObject({
      stale: true,
    });
  });

  it('takes a CSV file from staff with the permission, audited, and fetches an HTTP source with its sealed secret', async () => {
    const risk = await staffToken(server, 'register.risk', { roles: ['risk'] });
    const support = await staffToken(server, 'register.support', { roles: ['support'] });
    const upload = (token: string, body: object) =>
      server.request('/ops/protection/register/file', {
        method: 'POST',
        headers: { Authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ merchant: 'demo', ...body }),
      });
    const csv = 'phone,email,endsAt\n+84 912 555 001,,\n,listed@example.com,2030-01-01\n';
    expect(ZFailure.parse(await (await upload(support, { csv })).json()).errorCode).toBe('access.forbidden');
    const status = ZSuccess(ZRegisterStatus).parse(await (await upload(risk, { csv })).json()).value;
    expect(status).toMatchObject({ stale: false });
    expect(
      await exclusionOf(server.database.db, demo, { keys: { phone: '0912555001' } }, new Date()),
    ).toMatchObject({
      matchedOn: 'phone',
    });
    const audit = await server.database.db
      .selectFrom('staff_actions')
      .select('detail')
      .where('action', '=', 'protection.register.import')
      .execute();
    expect(audit).toEqual([{ detail: { imported: 2 } }]);

    const source = await server.request('/ops/protection/register/source', {
      method: 'PUT',
      headers: { Authorization: risk, 'content-type': 'application/json' },
      body: JSON.stringify({
        merchant: 'demo',
        url: 'https://register.example/list',
        secret: 'register-secret',
      }),
    });
    expect(source.status).toBe(200);
    const asked: string[] = [];
    const fetcher = (async (url: URL, init: RequestInit) => {
      asked.push(`${url.host} ${new Headers(init.headers).get('authorization')}`);
      return Response.json([{ email: 'fromhttp@example.com' }]);
    }) as typeof fetch;
    const later = new Date(Date.now() + 2 * 3_600_000);
    expect(
      await importDueHttpRegisters(server.database.db, await secretBox(server.database.db), later, fetcher),
    ).toEqual({
      imported: 1,
      failed: 0,
    });
    expect(asked).toEqual(['register.example Bearer register-secret']);
    expect(
      await exclusionOf(server.database.db, demo, { keys: { email: 'FromHttp@example.com' } }, later),
    ).toBeDefined();
  });
});
