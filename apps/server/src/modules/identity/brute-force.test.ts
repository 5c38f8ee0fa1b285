import { ZFailure } from '@platform/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passedChecks, solvedHumanCheck } from '../../test/human-check.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
});
afterAll(() => server?.close());

const PASSWORD = 'Right-Pass-42';

/** A login with a solved human check, and with a right captcha answer when `withCaptcha`. */
async function attempt(password: string, address: string, { withCaptcha }: { withCaptcha: boolean }) {
  const checks = withCaptcha
    ? await passedChecks(server)
    : { body: { humanCheck: await solvedHumanCheck(server.url) }, headers: {} };
  return server.request('/wps/session/login', {
    method: 'POST',
    headers: {
      Merchant: 'demo',
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...checks.headers,
    },
    body: JSON.stringify({ username: 'target', password, ...checks.body }),
  });
}

async function statusesOf(count: number, withCaptcha: boolean): Promise<number[]> {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      attempt(`guess-${index}`, `198.51.100.${index % 10}`, { withCaptcha }),
    ),
  );
  return answers.map((answer) => answer.status);
}

const countOf = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;

describe('brute force (RELIABILITY.md)', () => {
  it('wrong passwords from 10 addresses at once: the captcha stops them at 2, the lock at 5 passwords checked', async () => {
    const checks = await passedChecks(server);
    const opened = await server.request('/wps/member/register', {
      method: 'PUT',
      headers: { Merchant: 'demo', 'content-type': 'application/json', ...checks.headers },
      body: JSON.stringify({
        username: 'target',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        ageConfirmed: true,
        ...checks.body,
      }),
    });
    expect(opened.status).toBe(200);

    // Without the image captcha: every attempt on the name is counted before its password is
    // checked, so concurrency cannot widen the window of 2.
    const withoutCaptcha = await statusesOf(100, false);
    expect(countOf(withoutCaptcha, 200)).toBe(0);
    expect(countOf(withoutCaptcha, 401)).toBeLessThanOrEqual(2);
    expect(countOf(withoutCaptcha, 400)).toBeGreaterThanOrEqual(98);

    // Someone who answers captchas still meets the lock: at most 5 passwords checked in all.
    const withCaptcha = await statusesOf(100, true);
    expect(countOf(withCaptcha, 200)).toBe(0);
    expect(countOf(withoutCaptcha, 401) + countOf(withCaptcha, 401)).toBeLessThanOrEqual(5);
    expect(countOf(withCaptcha, 423)).toBeGreaterThanOrEqual(95);

    const during = await attempt(PASSWORD, '203.0.113.7', { withCaptcha: true });
    expect(during.status).toBe(423);
    expect(ZFailure.parse(await during.json())).toMatchObject({
      errorCode: 'login.locked',
      value: { captcha: true },
    });

    // The lock lifts by itself: once its time has passed, the owner gets in.
    await server.database.db
      .updateTable('login_failures')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .execute();
    expect((await attempt(PASSWORD, '203.0.113.7', { withCaptcha: true })).status).toBe(200);
  });
});
