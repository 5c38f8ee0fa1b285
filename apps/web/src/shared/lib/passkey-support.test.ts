import { describe, expect, it } from 'vitest';
import { passkeyRefusal } from './passkey-support.ts';

const named = (name: string) => Object.assign(new Error('browser said no'), { name });

describe('passkeyRefusal', () => {
  it('tells a dismissed prompt and an already registered device from real failures', () => {
    expect(passkeyRefusal(named('NotAllowedError'))).toBe('passkey.cancelled');
    expect(passkeyRefusal(named('AbortError'))).toBe('passkey.cancelled');
    expect(passkeyRefusal(named('InvalidStateError'))).toBe('passkey.deviceRegistered');
    expect(passkeyRefusal(named('SecurityError'))).toBeUndefined();
    expect(passkeyRefusal(named('toString'))).toBeUndefined();
  });
});
