import type { ReactNode } from 'react';
import { MemberWindows } from '../features/auth/components/member-windows.tsx';
import { InboxLink } from '../features/engagement/components/inbox-link.tsx';
import { MemberBar } from '../features/layout/components/member-bar.tsx';
import { RealityCheckWatch } from '../features/responsible-gaming/components/reality-check-watch.tsx';
import { HeaderBalance } from '../features/wallet/components/header-balance.tsx';
import { MemberLive } from './member-live.tsx';

/**
 * The layout's member bar with what other features put in it: balance, inbox and the member's windows,
 * and the live stream that keeps them current.
 */
export default function ComposedMemberBar(): ReactNode {
  return (
    <MemberBar
      balance={<HeaderBalance />}
      inbox={<InboxLink />}
      windows={
        <>
          <MemberWindows />
          <RealityCheckWatch />
          <MemberLive />
        </>
      }
    />
  );
}
