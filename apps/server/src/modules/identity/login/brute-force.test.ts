import { ZFailure } from '@platform/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passedChecks, solvedHumanCheck } from '../../../test/human-check.ts';
import { registeredMember } from '../../../test/member.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

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

/**
 * In waves of 100 at once: more open connections than that reset on a small CI box. The run takes
 * most of a minute there, nearly all of it issuing and solving 1,000 proof-of-work challenges.
 */
const WAVE = 100;

/** `count` wrong passwords, 100 at a time, spread over the same 10 addresses. */
async function statusesOf(count: number, withCaptcha: boolean): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += WAVE) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(WAVE, count - start) }, (_, offset) =>
        attempt(`guess-${withCaptcha}-${start + offset}`, `198.51.100.${offset % 10}`, { withCaptcha }),
      ),
    );
    statuses.push(...answers.map((answer) => answer.status));
  }
  return statuses;
}

const countOf = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;

describe('brute force (docs/reliability.md)', () => {
  it('1,000 wrong passwords from 10 addresses at once: none accepted, the captcha stops them at 2, the lock at 5 passwords checked', async () => {
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
    const withoutCaptcha = await statusesOf(980, false);
    expect(countOf(withoutCaptcha, 200)).toBe(0);
    expect(countOf(withoutCaptcha, 401)).toBeLessThanOrEqual(2);
    expect(countOf(withoutCaptcha, 400)).toBeGreaterThanOrEqual(978);

    // Someone who answers captchas still meets the lock: at most 5 passwords checked in all.
    const withCaptcha = await statusesOf(20, true);
    expect(countOf(withCaptcha, 200)).toBe(0);
    expect(countOf(withoutCaptcha, 401) + countOf(withCaptcha, 401)).toBeLessThanOrEqual(5);
    expect(countOf(withCaptcha, 423)).toBeGreaterThanOrEqual(15);
    expect(withoutCaptcha.length + withCaptcha.length).toBe(1000);

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
      .where('account_key', '=', 'target')
      .execute();
    expect((await attempt(PASSWORD, '203.0.113.7', { withCaptcha: true })).status).toBe(200);
  }, 240_000);

  it('an unknown account name gets the same answers as a known one, up to the same lock', async () => {
    const answersFor = async (username: string) => {
      const answers: string[] = [];
      for (let index = 0; index < 7; index += 1) {
        const checks = await passedChecks(server);
        const response = await server.request('/wps/session/login', {
          method: 'POST',
          headers: {
            Merchant: 'demo',
            'content-type': 'application/json',
            'x-forwarded-for': `192.0.2.${index}`,
            ...checks.headers,
          },
          body: JSON.stringify({ username, password: `wrong-${index}`, ...checks.body }),
        });
        answers.push(`${response.status} ${ZFailure.parse(await response.json()).errorCode}`);
      }
      return answers;
    };
    await registeredMember(server, 'decoy01');
    const known = await answersFor('decoy01');
    expect(known).toEqual([
      ...Array.from({ length: 5 }, () => '401 login.failed'),
      '423 login.locked',
      '423 login.locked',
    ]);
    expect(await answersFor('nobody-here')).toEqual(known);
  });
});
