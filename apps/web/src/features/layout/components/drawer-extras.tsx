import { DEMO_MEMBER_TYPE } from '@platform/contracts/identity/social';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Crown, Gamepad2, Headset, KeyRound, Mail, ShieldCheck, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readSessionToken } from '../../../shared/api/session.ts';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import type { SiteChrome } from '../model/site-chrome.ts';
import { canFreePlay } from '../model/visitor-switches.ts';
import { drawerItemClass } from './drawer-styles.ts';
import { ThemeToggle } from './theme-toggle.tsx';

type DrawerExtrasProps = { chrome: SiteChrome; onAction: () => void };

/**
 * The phone menu's second half: service, messages, a member's security and password (the bar has no
 * room for them on phones), free play, then language and theme.
 */
export function DrawerExtras({ chrome, onAction }: DrawerExtrasProps): ReactNode {
  const { t } = useTranslation('layout');
  const { t: ta } = useTranslation('auth');
  const { data: status } = useQuery(systemQueries.status());
  const openModal = useModalStore((state) => state.open);
  const isVip = chrome.service.kind === 'vip';
  const ServiceIcon = isVip ? Crown : Headset;
  const isGuest = readSessionToken() === null;
  const member = useAuthStore((state) => state.member);
  const isOfficialMember = member !== null && member.type !== DEMO_MEMBER_TYPE;

  const run = (action: () => void) => () => {
    onAction();
    action();
  };

  return (
    <>
      <ul className="mt-3 grid gap-0.5 border-t border-line pt-3">
        <li>
          <button type="button" className={drawerItemClass} onClick={run(chrome.service.open)}>
            <ServiceIcon aria-hidden="true" className="size-5 text-accent-text" />
            {t(isVip ? 'service.vip' : 'service.lottery')}
          </button>
        </li>
        <li>
          <button type="button" className={drawerItemClass} onClick={run(() => openModal('notice'))}>
            <Mail aria-hidden="true" className="size-5 text-ink-subtle" />
            {t('header.messages')}
          </button>
        </li>
        {member !== null && (
          <li>
            <Link to="/member" className={drawerItemClass} onClick={onAction}>
              <UserRound aria-hidden="true" className="size-5 text-accent-text" />
              {t('memberCentre.title')}
            </Link>
          </li>
        )}
        {isOfficialMember && (
          <>
            <li>
              <button
                type="button"
                className={drawerItemClass}
                onClick={run(() => openModal('authenticator'))}
              >
                <ShieldCheck aria-hidden="true" className="size-5 text-ink-subtle" />
                {t('member.security')}
              </button>
            </li>
            <li>
              <button
                type="button"
                className={drawerItemClass}
                onClick={run(() => openModal('changePassword'))}
              >
                <KeyRound aria-hidden="true" className="size-5 text-ink-subtle" />
                {ta('memberBar.changePassword')}
              </button>
            </li>
          </>
        )}
        {isGuest && canFreePlay(status?.whitelabel ?? []) && (
          <li>
            <button type="button" className={drawerItemClass} onClick={run(() => openModal('login'))}>
              <Gamepad2 aria-hidden="true" className="size-5 text-warm-text" />
              {t('guest.freePlay')}
            </button>
          </li>
        )}
      </ul>
      <div className="mt-3 flex items-center justify-between gap-2 border-t border-line px-1 pt-4">
        {chrome.languageControl}
        <ThemeToggle />
      </div>
    </>
  );
}
