import { ZSuccess } from '@platform/contracts/envelope';
import { ZDomainRoute } from '@platform/contracts/system/domain-route';
import { ZOnlineService } from '@platform/contracts/system/online-service';
import { ZPermission } from '@platform/contracts/system/permission';
import { decodeServicePath } from '@platform/contracts/system/service-path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../db/seed/demo-brand.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { checkPermission } from './access-service.ts';
import type { BrandDefinition } from './brand-definition.ts';
import { createMerchant, resolveMerchant } from './service.ts';

let server: TestServer;

function brand(code: string, changes: Partial<BrandDefinition>): BrandDefinition {
  return { ...DEMO_BRAND, code, domains: [`${code}.example`], ...changes };
}

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  await createMerchant(
    db,
    brand('closed', { maintenance: true, maintenanceUntil: new Date('2999-01-01T00:00:00Z') }),
  );
  await createMerchant(db, brand('fenced', { blockedNetworks: ['127.0.0.0/8', '::1/128'] }));
  await createMerchant(db, brand('elsewhere', { blockedNetworks: ['10.0.0.0/8', '2001:db8::/32'] }));
});
afterAll(() => server?.close());

async function permission(merchant: string) {
  const response = await server.request('/wps/system/permission?host=example.com', {
    headers: { Merchant: merchant },
  });
  expect(response.status).toBe(200);
  return ZSuccess(ZPermission).parse(await response.json()).value;
}

describe('GET /wps/system/permission', () => {
  it('lets an ordinary visitor in', async () => {
    expect(await permission('demo')).toEqual({
      maintenance: false,
      maintenanceUntil: null,
      regionRestriction: false,
    });
  });

  it('reports maintenance with its planned end', async () => {
    expect(await permission('closed')).toEqual({
      maintenance: true,
      maintenanceUntil: '2999-01-01T00:00:00.000Z',
      regionRestriction: false,
    });
  });

  it('restricts a visitor whose address is in a blocked network, and only then', async () => {
    expect((await permission('fenced')).regionRestriction).toBe(true);
    expect((await permission('elsewhere')).regionRestriction).toBe(false);
  });
});

describe('checkPermission', () => {
  const at = new Date('2030-06-01T00:00:00Z');

  it('lifts maintenance by itself once its planned end has passed', async () => {
    const merchant = await resolveMerchant(server.database.db, { code: 'closed', host: '' });
    if (!merchant) throw new Error('closed brand missing');
    const ended = { ...merchant, maintenanceUntil: new Date('2030-05-31T23:59:59Z') };
    expect((await checkPermission(server.database.db, ended, '203.0.113.9', at)).maintenance).toBe(false);
    const open = { ...merchant, maintenanceUntil: null };
    expect(await checkPermission(server.database.db, open, '203.0.113.9', at)).toMatchObject({
      maintenance: true,
      maintenanceUntil: null,
    });
  });

  it.each([
    ['10.1.2.3', true],
    ['::ffff:10.1.2.3', true],
    ['2001:db8::42', true],
    ['11.0.0.1', false],
    ['not-an-address', false],
  ])('address %s blocked: %s', async (address, isBlocked) => {
    const merchant = await resolveMerchant(server.database.db, { code: 'elsewhere', host: '' });
    if (!merchant) throw new Error('elsewhere brand missing');
    expect((await checkPermission(server.database.db, merchant, address, at)).regionRestriction).toBe(
      isBlocked,
    );
  });
});

describe('GET /wps/system/domainRoute', () => {
  it("lists the brand's domains and resources", async () => {
    const response = await server.request('/wps/system/domainRoute', { headers: { Merchant: 'demo' } });
    const value = ZSuccess(ZDomainRoute).parse(await response.json()).value;
    expect(value.domainList.map(({ domain }) => domain).sort()).toEqual(['127.0.0.1', 'localhost']);
    expect(value.resources.map(({ resourceType }) => resourceType)).toContain('LINE');
  });
});

describe('GET /wps/system/onlineService', () => {
  it('obscures the type-3 address with a fresh key each time; it decodes to the configured address', async () => {
    const fetchPaths = async () => {
      const response = await server.request('/wps/system/onlineService', { headers: { Merchant: 'demo' } });
      return ZSuccess(ZOnlineService).parse(await response.json()).value.version.pathList;
    };
    const [first, second] = [await fetchPaths(), await fetchPaths()];
    const encoded = first.find(({ type }) => type === 3)?.path ?? '';
    expect(encoded).not.toContain('chat.lucky-lotus.example');
    expect(decodeServicePath(encoded)).toBe('https://chat.lucky-lotus.example/live?brand=demo');
    expect(second.find(({ type }) => type === 3)?.path).not.toBe(encoded);
    expect(first.find(({ type }) => type === 1)?.path).toBe('https://chat.lucky-lotus.example/lottery');
  });
});
