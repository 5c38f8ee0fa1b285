import { createHash, randomBytes } from 'node:crypto';

/**
 * Commit and reveal, as the house vendor's rounds and the lottery's draws: a simulated event's outcome
 * is drawn by a CSPRNG when the event is made, and only the SHA-256 of the outcome and a secret salt is
 * published, before any bet is taken. Once the event is settled the outcome and salt are revealed, and
 * anyone can hash them again and find the published commitment: the outcome was fixed before the bets.
 */
export type Reveal = { readonly outcome: unknown; readonly salt: string };

/** JSON with every object's keys in order, so that one outcome has one text to hash. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

export const newSalt = (): string => randomBytes(16).toString('hex');

export const commitmentOf = ({ outcome, salt }: Reveal): string =>
  createHash('sha256')
    .update(`${canonical(outcome)}:${salt}`)
    .digest('hex');

/** Whether a revealed outcome and salt are what the commitment published before the bets hid. */
export const verifyReveal = (commitment: string, reveal: Reveal): boolean =>
  commitmentOf(reveal) === commitment;

/** A float in [0, 1) from the operating system's CSPRNG, 48 bits of it. */
export const secureUniform = (): number => randomBytes(6).readUIntBE(0, 6) / 2 ** 48;
