/** Authenticator codes (RFC 6238), for members' second step and staff's second factor alike. */
import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;

function totpOf(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new authenticator secret (160 bits, RFC 4226's recommendation) and its otpauth:// address. */
export function newTotpSecret(issuer: string, label: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, issuer, label).toString() };
}

/**
 * The time step a code belongs to, if it is right at `now` give or take one step (clocks of phones
 * drift); the caller makes sure no step is used twice.
 */
export function totpStep(secret: string, code: string, now: Date): bigint | undefined {
  const delta = totpOf(secret, '', 'account').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return undefined;
  return BigInt(Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta);
}

/** The code an authenticator shows at a moment: for tests that play the phone. */
export function totpCode(secret: string, at: Date): string {
  return totpOf(secret, '', 'account').generate({ timestamp: at.getTime() });
}
