import { cn } from '@platform/ui/cn.ts';
import { Link } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { type CategoryEntry, isCentredDropdown } from '../model/nav-entries.ts';
import { navActiveClass, navItemClass } from './nav-styles.ts';
import { VendorMenu } from './vendor-menu.tsx';

/** Long enough to cross the gap between the entry and its panel without the panel closing. */
const CLOSE_DELAY_MS = 150;

/**
 * A category of the nav bar: the link opens its lobby; pointing at it, or the chevron button (for
 * keyboards and screen readers), opens its vendors. Escape or leaving closes them.
 */
export function NavEntry({ entry }: { entry: CategoryEntry }): ReactNode {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('layout');
  const [isOpen, setIsOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const title = t(entry.titleKey);

  const open = () => {
    clearTimeout(closeTimer.current);
    setIsOpen(true);
  };
  const close = () => {
    clearTimeout(closeTimer.current);
    setIsOpen(false);
  };

  const handlePointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') open();
  };
  const handlePointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    closeTimer.current = setTimeout(() => setIsOpen(false), CLOSE_DELAY_MS);
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      close();
      toggleRef.current?.focus();
    }
  };
  const handleBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };

  return (
    <li
      data-nav-entry={entry.id}
      className={cn('flex', isCentredDropdown(entry.vendors.length) && 'relative')}
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    >
      <Link
        to={entry.to}
        className={cn(navItemClass, 'pe-1.5')}
        activeProps={{ className: navActiveClass }}
        onClick={close}
      >
        {title}
      </Link>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={tl('nav.showVendors', { category: title })}
        onClick={() => (isOpen ? close() : open())}
        className="-ms-1 grid w-6 place-items-center rounded-lg text-ink-subtle transition-colors hover:bg-surface-2 hover:text-ink"
      >
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform motion-reduce:transition-none', isOpen && 'rotate-180')}
        />
      </button>
      <VendorMenu id={panelId} entry={entry} isOpen={isOpen} onNavigate={close} />
    </li>
  );
}
