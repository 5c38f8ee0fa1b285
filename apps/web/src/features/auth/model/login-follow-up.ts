import type { LoginValue } from '@platform/contracts/identity/schemas';
import { isFeatureEnabled, type WhitelabelNode } from '@platform/contracts/system/feature-switches';
import { create } from 'zustand';
import { holdForPasswordChange } from './password-change-hold.ts';

type FollowUp = {
  /**
   * The password just typed at login, so the forced change need not ask for it again (spec
   * section 5). Kept in memory only: never in web storage, gone with a reload.
   */
  knownPassword: string | null;
  previousLoginAt: string | null;
  passwordExpired: boolean;
};

export const useLoginFollowUp = create<FollowUp>(() => ({
  knownPassword: null,
  previousLoginAt: null,
  passwordExpired: false,
}));

export function forgetKnownPassword(): void {
  useLoginFollowUp.setState({ knownPassword: null });
}

type PasswordState = Pick<LoginValue, 'firstTimeLogin' | 'passwordExpired'>;

/**
 * Whether a password login must change the password before anything else (spec section 4, step 3):
 * a one-time initial password always, an expired one where the brand's force switch is on.
 */
export function mustChangePassword(value: PasswordState, features: readonly WhitelabelNode[]): boolean {
  return (
    value.firstTimeLogin ||
    (value.passwordExpired && isFeatureEnabled(features, 'FORCE_PASSWORD_EXPIRY_CHANGE'))
  );
}

/**
 * What follows a password login: the forced change window (with the password kept in memory), or
 * the after-login window with the previous login time. Answers the window to open.
 */
export function followUpPasswordLogin(
  value: LoginValue,
  password: string,
  features: readonly WhitelabelNode[],
): 'changePassword' | 'afterLogin' {
  if (mustChangePassword(value, features)) {
    holdForPasswordChange();
    useLoginFollowUp.setState({ knownPassword: password });
    return 'changePassword';
  }
  useLoginFollowUp.setState({
    knownPassword: null,
    previousLoginAt: value.previousLoginAt,
    passwordExpired: value.passwordExpired,
  });
  return 'afterLogin';
}

/**
 * What follows a login without a password (SMS code, a provider): no password to change, only the
 * after-login window with the previous login time.
 */
export function followUpPasswordlessLogin(value: Pick<LoginValue, 'previousLoginAt'>): 'afterLogin' {
  useLoginFollowUp.setState({
    knownPassword: null,
    previousLoginAt: value.previousLoginAt,
    passwordExpired: false,
  });
  return 'afterLogin';
}
