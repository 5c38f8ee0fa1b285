import { afterEach, describe, expect, it, vi } from 'vitest';

/** passwords.ts as a server process loads it, with ARGON2_TEST_COST and NODE_ENV as given. */
async function loadPasswords(env: { ARGON2_TEST_COST: string | undefined; NODE_ENV: string | undefined }) {
  vi.stubEnv('ARGON2_TEST_COST', env.ARGON2_TEST_COST);
  vi.stubEnv('NODE_ENV', env.NODE_ENV);
  vi.resetModules();
  return import('./passwords.ts');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('password hashing cost', () => {
  it('is OWASP’s argon2id baseline outside tests: 19 MiB, 2 iterations, 1 lane, read back from a hash', async () => {
    const { hashPassword, verifyPassword } = await loadPasswords({
      ARGON2_TEST_COST: undefined,
      NODE_ENV: 'production',
    });
    const stored = await hashPassword('a production password');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'a production password')).toBe(true);
    expect(await verifyPassword(stored, 'another password')).toBe(false);
  });

  it('is the least one in test runs, and that setting stops a server that is not a test run', async () => {
    const { hashPassword } = await loadPasswords({ ARGON2_TEST_COST: 'minimal', NODE_ENV: 'test' });
    expect(await hashPassword('a test password')).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    for (const NODE_ENV of ['production', 'development', undefined])
      await expect(loadPasswords({ ARGON2_TEST_COST: 'minimal', NODE_ENV })).rejects.toThrow(
        /test runs only/,
      );
    await expect(loadPasswords({ ARGON2_TEST_COST: 'least', NODE_ENV: 'test' })).rejects.toThrow(
      /test runs only/,
    );
  });
});
