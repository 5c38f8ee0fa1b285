import { hash, verify } from '@node-rs/argon2';

type Argon2Cost = { memoryCost: number; timeCost: number; parallelism: number };

/** argon2id at OWASP's baseline: 19 MiB, 2 iterations, 1 lane (docs/reliability.md, passwords). */
const OWASP: Argon2Cost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** argon2's least cost, for test runs: they hash thousands of passwords and none measures the cost. */
const LEAST: Argon2Cost = { memoryCost: 8, timeCost: 1, parallelism: 1 };

/**
 * OWASP's cost, unless a test run asks for the least one with ARGON2_TEST_COST=minimal; anywhere but
 * under NODE_ENV=test (which the test runner sets) that setting stops the server from starting.
 */
function argon2Cost(env: NodeJS.ProcessEnv): Argon2Cost {
  if (!env.ARGON2_TEST_COST) return OWASP;
  if (env.ARGON2_TEST_COST !== 'minimal' || env.NODE_ENV !== 'test')
    throw new Error('ARGON2_TEST_COST=minimal is for test runs only (NODE_ENV=test)');
  return LEAST;
}

const ARGON2 = argon2Cost(process.env);

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

let decoy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no account to check against, the same work is done
 * on a decoy hash, so the answer time does not tell whether the account exists.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  decoy ??= hashPassword('decoy password that no account has');
  const target = storedHash ?? (await decoy);
  const matches = await verify(target, password).catch(() => false);
  return storedHash !== undefined && matches;
}
