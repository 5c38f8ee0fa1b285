import { afterEach, describe, expect, it } from 'vitest';
import { emitAuthExpired } from '../api/auth-events.ts';
import { readMember, rememberMember, rememberToken } from '../api/session.ts';
import { useAuthStore } from './use-auth-store.ts';

const info = { id: 'm-1', account: 'player1', nickname: null, memberLabel: [{ labelName: 'VIP' }], type: 0 };

afterEach(() => {
  sessionStorage.clear();
  useAuthStore.getState().setMember(null);
});

describe('useAuthStore', () => {
  it('remembers the member under the spec keys and reads them back as logged in', () => {
    rememberToken('tok-1');
    const member = rememberMember(info);
    expect(member).toEqual({ account: 'player1', nickname: null, memberLabel: 'VIP', type: 0 });
    expect(sessionStorage.getItem('customerId')).toBe('m-1');
    expect(readMember()).toEqual(member);
  });

  it('remembers a demo account as one (type 4)', () => {
    rememberToken('tok-2');
    rememberMember({ ...info, type: 4 });
    expect(readMember()?.type).toBe(4);
  });

  it('is a guest with an account but no token', () => {
    rememberMember(info);
    expect(readMember()).toBeNull();
  });

  it('goes back to the guest state when the session expires', () => {
    useAuthStore.getState().setMember({ account: 'player1', nickname: 'P', memberLabel: null, type: 0 });
    emitAuthExpired();
    expect(useAuthStore.getState().member).toBeNull();
  });
});
