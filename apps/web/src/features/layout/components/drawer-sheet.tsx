import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Download, Gift, House, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { gameQueries } from '../../../shared/api/game-queries.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { categoryEntries } from '../model/nav-entries.ts';
import type { SiteChrome } from '../model/site-chrome.ts';
import { DrawerCategory } from './drawer-category.tsx';
import { DrawerExtras } from './drawer-extras.tsx';
import { drawerItemClass } from './drawer-styles.ts';
import { HeaderClock } from './header-clock.tsx';

type DrawerSheetProps = {
  chrome: SiteChrome;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where focus goes back when the sheet closes: the button that opened it. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** The nav on phones and tablets: a sheet from the start edge with every entry, service and preference. */
export function DrawerSheet({ chrome, isOpen, onOpenChange, returnFocusTo }: DrawerSheetProps): ReactNode {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('layout');
  const { data: menus } = useQuery(gameQueries.menus());
  const entries = menus ? categoryEntries(menus) : [];
  const close = () => onOpenChange(false);

  // A window of the popup layer (login, languages) takes over from the menu rather than stacking on it.
  useEffect(
    () =>
      useModalStore.subscribe((state) => {
        if (state.current !== null) onOpenChange(false);
      }),
    [onOpenChange],
  );

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 start-0 z-50 flex w-[min(22rem,88vw)] flex-col border-e border-line bg-surface-1 shadow-card transition-transform duration-200 starting:-translate-x-full motion-reduce:transition-none rtl:starting:translate-x-full"
        >
          <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-2">
            <Dialog.Title className="text-base font-bold">{tl('drawer.title')}</Dialog.Title>
            <Dialog.Close
              aria-label={tl('drawer.close')}
              className="-me-2 grid size-11 place-items-center rounded-xl text-ink-muted hover:bg-surface-2 hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-3">
            <HeaderClock className="mb-3 px-3" />
            <nav aria-label={tl('nav.label')}>
              <ul className="grid gap-0.5">
                <li>
                  <Link to="/index" onClick={close} className={drawerItemClass}>
                    <House aria-hidden="true" className="size-5 text-ink-subtle" />
                    {t('route.index')}
                  </Link>
                </li>
                {entries.map((entry) => (
                  <DrawerCategory key={entry.id} entry={entry} onNavigate={close} />
                ))}
                <li>
                  <Link to="/promotions" onClick={close} className={drawerItemClass}>
                    <Gift aria-hidden="true" className="size-5 text-warm-text" />
                    {t('route.promotions')}
                  </Link>
                </li>
                <li>
                  <Link to="/down" onClick={close} className={drawerItemClass}>
                    <Download aria-hidden="true" className="size-5 text-ink-subtle" />
                    {t('route.down')}
                  </Link>
                </li>
              </ul>
            </nav>
            <DrawerExtras chrome={chrome} onAction={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
