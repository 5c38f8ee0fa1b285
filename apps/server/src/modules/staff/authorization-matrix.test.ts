import { ZFailure } from '@platform/contracts/envelope';
import { type OperatorPermission, SELF } from '@platform/contracts/operator/permissions';
import { OPERATOR_ROLES, type OperatorRole, permissionsOf } from '@platform/contracts/operator/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../db/seed/demo-brand.ts';
import { operatorRulesOf } from '../../platform/endpoint.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { createMerchant, resolveMerchant } from '../system/service.ts';

/**
 * Every /ops route the running app serves × every role (and several at once) × own and other brand:
 * a call is let through exactly when one of the roles grants the route's permission and the brand is
 * the staff member's. The routes come from the app's own API document, not from a list kept here, so
 * a new route without a rule fails this test.
 */

/** The calls open without a staff session: logging in, and taking up an invitation. */
const PUBLIC_ROUTES = ['POST /ops/session/login', 'POST /ops/session/invite'];
/** Ends the session it is made with: called after every other route. */
const LOGOUT = 'DELETE /ops/session/logout';

const ROLE_SETS: OperatorRole[][] = [
  ...OPERATOR_ROLES.map((role) => [role]),
  ['finance', 'support', 'marketing'],
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await createMerchant(server.database.db, {
    ...DEMO_BRAND,
    code: 'matrixother',
    domains: ['matrixother.example'],
  });
});
afterAll(() => server?.close());

function opsRoutes(): string[] {
  const document = server.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths ?? {})
    .filter(([path]) => path === '/ops' || path.startsWith('/ops/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
    .sort((a, b) => Number(a === LOGOUT) - Number(b === LOGOUT) || a.localeCompare(b));
}

/** Whether the gate let the call through: anything but no session or a refusal of access. */
async function isLetThrough(route: string, token: string, brand: string): Promise<boolean> {
  const [method = '', path = ''] = route.split(' ');
  const withQuery = method === 'GET';
  const response = await server.request(withQuery ? `${path}?merchant=${brand}` : path, {
    method,
    headers: { Authorization: token, ...(withQuery ? {} : { 'content-type': 'application/json' }) },
    ...(withQuery ? {} : { body: JSON.stringify({ merchant: brand }) }),
  });
  if (response.status === 401) throw new Error(`${route}: the session was refused`);
  // An export that got through answers its CSV file; every refusal is the JSON envelope.
  const json = response.headers.get('content-type')?.includes('application/json') ?? false;
  const failure = ZFailure.safeParse(json ? await response.json() : await response.text());
  return !(response.status === 403 && failure.success && failure.data.errorCode === 'access.forbidden');
}

describe('authorization matrix', () => {
  it('every /ops route has a rule: a permission, or one of the few public calls', () => {
    const rules = operatorRulesOf(server.app);
    const routes = opsRoutes();
    expect(routes.length).toBeGreaterThan(60);
    const ruleless = routes.filter((route) => {
      const rule = rules.get(route);
      return !rule || (rule.auth === 'none' ? !PUBLIC_ROUTES.includes(route) : rule.permission === undefined);
    });
    expect(ruleless).toEqual([]);
  });

  it('allows exactly what the roles grant, on the staff member’s brands only', async () => {
    const demo = await resolveMerchant(server.database.db, { code: 'demo', host: '' });
    const rules = operatorRulesOf(server.app);
    const routes = opsRoutes().filter((route) => !PUBLIC_ROUTES.includes(route));
    const unexpected: string[] = [];
    let calls = 0;
    // The role sets run side by side: each has its own accounts, and the calls change nothing they read.
    const runRoleSet = async (roles: OperatorRole[]) => {
      const granted: ReadonlySet<OperatorPermission> = permissionsOf(roles);
      const name = roles.join('+');
      const limited = await staffToken(server, `matrix.${name}.demo`, {
        roles,
        merchantIds: [demo?.id ?? 0n],
      });
      const everywhere = await staffToken(server, `matrix.${name}.all`, { roles });
      for (const route of routes) {
        const rule = rules.get(route);
        if (!rule?.permission) throw new Error(`${route} has no rule`);
        const permitted = rule.permission === SELF || granted.has(rule.permission);
        const cases = [
          {
            who: 'limited',
            token: limited,
            brand: 'demo',
            expected: permitted && (!rule.platformWide || rule.permission === SELF),
          },
          {
            who: 'limited',
            token: limited,
            brand: 'matrixother',
            expected: permitted && rule.permission === SELF,
          },
          { who: 'all brands', token: everywhere, brand: 'matrixother', expected: permitted },
        ];
        // Logging out ends the session: once per session, as the last call.
        for (const { who, token, brand, expected } of route === LOGOUT ? cases.slice(1) : cases) {
          calls += 1;
          const actual = await isLetThrough(route, token, brand);
          if (actual !== expected)
            unexpected.push(`${route} ${name} (${who}) on ${brand}: ${actual ? 'allowed' : 'refused'}`);
        }
      }
    };
    await Promise.all(ROLE_SETS.map(runRoleSet));
    expect(unexpected).toEqual([]);
    expect(calls).toBe(ROLE_SETS.length * (routes.length * 3 - 1));
  }, 120_000);
});
