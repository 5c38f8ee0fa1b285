import { DEMO_MEMBER_TYPE } from '@platform/contracts/identity/social';
import { create } from 'zustand';
import { onAuthExpired } from '../api/auth-events.ts';
import { readMember, SESSION_KEY, type StoredMember } from '../api/session.ts';
import { readStorage } from '../lib/storage.ts';

type AuthState = {
  /** The logged-in member as the session remembers them, or null for a guest. */
  member: StoredMember | null;
  /**
   * The login must change its password before anything else (the spec's `cpw` key): the server
   * refuses the member's other calls meanwhile, so the site makes none.
   */
  isPasswordChangeHeld: boolean;
  setMember: (member: StoredMember | null) => void;
  setPasswordChangeHeld: (isHeld: boolean) => void;
};

/** Whether the visitor is logged in: the header's guest or member bar follows this. */
export const useAuthStore = create<AuthState>()((set) => ({
  member: readMember(),
  isPasswordChangeHeld: readStorage('session', SESSION_KEY.cpw) === '1',
  // Signing out ends a hold with the session it held.
  setMember: (member) => set(member === null ? { member, isPasswordChangeHeld: false } : { member }),
  setPasswordChangeHeld: (isPasswordChangeHeld) => set({ isPasswordChangeHeld }),
}));

/**
 * Whether the member's own services (wallet, favourites, messages) answer this session: a logged-in
 * official account that is not held for a password change. Demo accounts and held logins are
 * refused them, so the site does not ask and shows no error for what cannot work.
 */
export const selectMemberServices = (state: AuthState): boolean =>
  state.member !== null && state.member.type !== DEMO_MEMBER_TYPE && !state.isPasswordChangeHeld;

// A call answered 401 has already cleared the session: the header goes back to the guest bar.
onAuthExpired(() => useAuthStore.getState().setMember(null));
