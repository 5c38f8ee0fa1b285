import { cn } from '@platform/ui/cn.ts';
import { Link } from '@tanstack/react-router';
import { UserRound } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredMember } from '../../../shared/api/session.ts';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import type { SiteChrome } from '../model/site-chrome.ts';
import { BrandLink } from './brand-link.tsx';
import { GuestBar } from './guest-bar.tsx';
import { HeaderClock } from './header-clock.tsx';
import { MemberNameLink } from './member-name-link.tsx';
import { MessagesButton } from './messages-button.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { ServiceButton } from './service-button.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/**
 * The top bar of every layout with a header: the menu (below desktop width) and logo at the start;
 * clock, service, messages, preferences and the guest's way in (or the member's bar) at the end. On phones the clock gets
 * a slim strip of its own and the preferences move into the menu.
 */
export function SiteHeader({ chrome }: { chrome: SiteChrome }): ReactNode {
  const member = useAuthStore((state) => state.member);
  const isLoggedIn = member !== null;
  return (
    <>
      <div
        className={cn(
          'flex h-7 items-center gap-3 border-b border-line/60 bg-surface-0/60 px-4 lg:hidden',
          isLoggedIn ? 'justify-between' : 'justify-center',
        )}
      >
        {/* Phones have no room for the name in the bar: the strip says who is logged in. */}
        {member && <PhoneMemberName member={member} />}
        <HeaderClock />
      </div>
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-1.5 px-4">
        <MobileDrawer chrome={chrome} />
        <BrandLink />
        {/*
          On a phone an agent's controls (deposit, agent centre, balance, …) in a long language can be
          wider than what the logo leaves: they scroll within the bar instead of widening the page.
        */}
        <div className="ms-auto flex min-w-0 items-center gap-1 max-lg:overflow-x-auto max-lg:py-1 max-lg:[scrollbar-width:none] sm:gap-1.5">
          {/* From 1024 px the member's name joins the bar (member-name-link.tsx), and from 1280 px the
              security buttons too; until 1536 px the clock's date gives them the room (an agent's bar
              is the widest), so the bar never runs past the page. */}
          <HeaderClock
            className="me-2 hidden lg:flex"
            dateClassName={isLoggedIn ? 'max-2xl:hidden' : undefined}
          />
          <ServiceButton service={chrome.service} />
          <MessagesButton className="max-sm:hidden" />
          <div className="hidden items-center gap-1.5 lg:flex">
            {chrome.languageControl}
            <ThemeToggle />
          </div>
          <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-line lg:block" />
          <GuestBar />
          {/* Until the member's bar has loaded (just after registering or logging in), its place
              shows who is logged in, so the header is never blank. */}
          {member && (
            <Suspense fallback={<MemberBarPlaceholder member={member} />}>{chrome.memberBar}</Suspense>
          )}
        </div>
      </div>
    </>
  );
}

function PhoneMemberName({ member }: { member: StoredMember }): ReactNode {
  const { t } = useTranslation('layout');
  return (
    <Link
      to="/member"
      title={t('memberCentre.title')}
      data-testid="member-name-phone"
      className="flex min-w-0 items-center gap-1.5 text-xs font-semibold text-ink"
    >
      <UserRound aria-hidden="true" className="size-3.5 shrink-0 text-accent-text" />
      <span className="truncate">{member.nickname || member.account}</span>
    </Link>
  );
}

function MemberBarPlaceholder({ member }: { member: StoredMember }): ReactNode {
  return (
    <div className="flex items-center gap-1.5" aria-busy="true">
      <span aria-hidden="true" className="h-11 w-20 rounded-xl bg-surface-2 motion-safe:animate-pulse" />
      <MemberNameLink member={member} isPlaceholder />
    </div>
  );
}
