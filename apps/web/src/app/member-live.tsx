import type { LiveChange } from '@platform/contracts/member-live/schemas';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ENGAGEMENT } from '../features/engagement/api/engagement.ts';
import { MY_LOTTERY } from '../features/lottery/api/lottery-queries.ts';
import { followMemberLive } from '../shared/api/member-live.ts';
import { MEMBER_DATA } from '../shared/api/member-queries.ts';
import { selectMemberServices, useAuthStore } from '../shared/hooks/use-auth-store.ts';
import { useLanguageStore } from '../shared/hooks/use-language-store.ts';

/** What each change makes stale: the queries under these keys are read again if shown. */
const STALE_AFTER: Record<LiveChange, QueryKey[]> = {
  balance: [
    [...MEMBER_DATA, 'wallet'],
    [...MEMBER_DATA, 'deposit'],
    [...MEMBER_DATA, 'withdrawal'],
    [...MEMBER_DATA, 'promotions', 'bonuses'],
  ],
  messages: [ENGAGEMENT, [...MEMBER_DATA, 'deposit', 'messages'], [...MEMBER_DATA, 'withdrawal', 'messages']],
  bets: [
    [...MEMBER_DATA, 'bets'],
    [...MY_LOTTERY, 'bets'],
  ],
};

const isLiveChange = (name: string): name is LiveChange => Object.hasOwn(STALE_AFTER, name);

/**
 * While a member is logged in, follows their live stream and refreshes what it says changed: the
 * balance after any movement (a win, a confirmed deposit, a paid withdrawal), messages, settled bets.
 * On each (re)connection everything is read once, for what changed while it was away.
 */
export function MemberLive(): null {
  const served = useAuthStore(selectMemberServices);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!served) return;
    const refresh = (change: LiveChange) => {
      for (const queryKey of STALE_AFTER[change]) void queryClient.invalidateQueries({ queryKey });
    };
    return followMemberLive(
      () => useLanguageStore.getState().language,
      (name) => {
        if (name === 'ready') for (const change of Object.keys(STALE_AFTER) as LiveChange[]) refresh(change);
        else if (isLiveChange(name)) refresh(name);
      },
    );
  }, [served, queryClient]);
  return null;
}
