import type { WhitelabelNode } from '@platform/contracts/system/feature-switches';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearMemberSession } from '../../../shared/api/session.ts';
import {
  followUpPasswordLogin,
  followUpPasswordlessLogin,
  mustChangePassword,
  useLoginFollowUp,
} from './login-follow-up.ts';
import { isPasswordChangeHeld, releasePasswordChangeHold } from './password-change-hold.ts';

const forceSwitch = (enabled: boolean): WhitelabelNode[] => [
  {
    modId: 'LOGIN',
    enabled: true,
    childrenNodes: [{ modId: 'FORCE_PASSWORD_EXPIRY_CHANGE', enabled, childrenNodes: [] }],
  },
];

const login = (changes: { firstTimeLogin?: boolean; passwordExpired?: boolean } = {}) => ({
  token: 'token-of-the-session-000',
  secondStep: null,
  firstTimeLogin: false,
  passwordExpired: false,
  captcha: false,
  previousLoginAt: '2026-11-21T16:30:00.000Z',
  ...changes,
});

beforeEach(() => {
  releasePasswordChangeHold();
  useLoginFollowUp.setState({ knownPassword: null, previousLoginAt: null, passwordExpired: false });
});

describe('mustChangePassword', () => {
  it('holds a first login always, an expired password only with the brand switch on', () => {
    expect(mustChangePassword(login({ firstTimeLogin: true }), forceSwitch(false))).toBe(true);
    expect(mustChangePassword(login({ passwordExpired: true }), forceSwitch(true))).toBe(true);
    expect(mustChangePassword(login({ passwordExpired: true }), forceSwitch(false))).toBe(false);
    expect(mustChangePassword(login(), forceSwitch(true))).toBe(false);
  });
});

describe('followUpPasswordLogin', () => {
  it('holds the member for the change and keeps the password in memory only', () => {
    expect(followUpPasswordLogin(login({ firstTimeLogin: true }), 'Initial-Pass-1', [])).toBe(
      'changePassword',
    );
    expect(isPasswordChangeHeld()).toBe(true);
    expect(useLoginFollowUp.getState().knownPassword).toBe('Initial-Pass-1');
    const stored = [sessionStorage, localStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => storage.getItem(key)),
    );
    expect(stored).not.toContain('Initial-Pass-1');
    // Signing out ends the hold with the other member keys.
    clearMemberSession();
    expect(isPasswordChangeHeld()).toBe(false);
  });

  it('otherwise welcomes the member with the previous login and forgets the password', () => {
    expect(followUpPasswordLogin(login({ passwordExpired: true }), 'Lotus-2026!', forceSwitch(false))).toBe(
      'afterLogin',
    );
    expect(isPasswordChangeHeld()).toBe(false);
    expect(useLoginFollowUp.getState()).toMatchObject({
      knownPassword: null,
      previousLoginAt: '2026-11-21T16:30:00.000Z',
      passwordExpired: true,
    });
  });
});

describe('followUpPasswordlessLogin', () => {
  it('opens the after-login window with the previous login time, never a password change', () => {
    useLoginFollowUp.setState({ knownPassword: 'left-over', passwordExpired: true });
    expect(followUpPasswordlessLogin(login({ firstTimeLogin: true, passwordExpired: true }))).toBe(
      'afterLogin',
    );
    expect(useLoginFollowUp.getState()).toMatchObject({
      knownPassword: null,
      previousLoginAt: '2026-11-21T16:30:00.000Z',
      passwordExpired: false,
    });
    expect(isPasswordChangeHeld()).toBe(false);
  });
});
