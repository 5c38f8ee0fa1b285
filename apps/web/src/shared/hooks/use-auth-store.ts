import { create } from 'zustand';
import { onAuthExpired } from '../api/auth-events.ts';
import { readMember, type StoredMember } from '../api/session.ts';

type AuthState = {
  /** The logged-in member as the session remembers them, or null for a guest. */
  member: StoredMember | null;
  setMember: (member: StoredMember | null) => void;
};

/** Whether the visitor is logged in: the header's guest or member bar follows this. */
export const useAuthStore = create<AuthState>()((set) => ({
  member: readMember(),
  setMember: (member) => set({ member }),
}));

// A call answered 401 has already cleared the session: the header goes back to the guest bar.
onAuthExpired(() => useAuthStore.getState().setMember(null));
