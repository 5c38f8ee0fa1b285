import { hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's baseline: 19 MiB, 2 iterations, 1 lane (docs/reliability.md, passwords). */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

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
