import { useQuery } from '@tanstack/react-query';
import { Crown, Gamepad2, Headset, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readSessionToken } from '../../../shared/api/session.ts';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import type { SiteChrome } from '../model/site-chrome.ts';
import { canFreePlay } from '../model/visitor-switches.ts';
import { drawerItemClass } from './drawer-styles.ts';
import { ThemeToggle } from './theme-toggle.tsx';

type DrawerExtrasProps = { chrome: SiteChrome; onAction: () => void };

/** The phone menu's second half: service, messages, free play, then language and theme. */
export function DrawerExtras({ chrome, onAction }: DrawerExtrasProps): ReactNode {
  const { t } = useTranslation('layout');
  const { data: status } = useQuery(systemQueries.status());
  const openModal = useModalStore((state) => state.open);
  const isVip = chrome.service.kind === 'vip';
  const ServiceIcon = isVip ? Crown : Headset;
  const isGuest = readSessionToken() === null;

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
