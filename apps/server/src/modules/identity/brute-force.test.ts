import { ZFailure } from '@platform/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
});
afterAll(() => server?.close());

const PASSWORD = 'Right-Pass-42';

function attempt(password: string, address: string) {
  return server.request('/wps/session/login', {
    method: 'POST',
    headers: { Merchant: 'demo', 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username: 'target', password }),
  });
}

describe('brute force (RELIABILITY.md)', () => {
  it('1,000 wrong passwords from 10 addresses at once: none accepted, at most 5 even checked, then locked', async () => {
    const opened = await server.request('/wps/member/register', {
      method: 'PUT',
      headers: { Merchant: 'demo', 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'target',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        ageConfirmed: true,
      }),
    });
    expect(opened.status).toBe(200);

    const statuses: number[] = [];
    for (let batch = 0; batch < 20; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          attempt(`guess-${batch}-${index}`, `198.51.100.${index % 10}`),
        ),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses).toHaveLength(1000);
    expect(statuses.filter((status) => status === 200)).toHaveLength(0);
    // Every attempt is counted before its password is checked, so concurrency cannot widen the window.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 423).length).toBeGreaterThanOrEqual(995);

    const during = await attempt(PASSWORD, '203.0.113.7');
    expect(during.status).toBe(423);
    expect(ZFailure.parse(await during.json()).errorCode).toBe('login.locked');

    // The lock lifts by itself: once its time has passed, the owner gets in.
    await server.database.db
      .updateTable('login_failures')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .execute();
    expect((await attempt(PASSWORD, '203.0.113.7')).status).toBe(200);
  });
});
