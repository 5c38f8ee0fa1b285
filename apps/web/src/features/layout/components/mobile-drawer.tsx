import { Button } from '@platform/ui/button.tsx';
import { Menu } from 'lucide-react';
import { lazy, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MountWhenWanted } from '../../../shared/ui/mount-when-wanted.tsx';
import type { SiteChrome } from '../model/site-chrome.ts';

// The sheet (and the dialog library under it) loads on the first tap, not with every page.
const DrawerSheet = lazy(() =>
  import('./drawer-sheet.tsx').then((module) => ({ default: module.DrawerSheet })),
);

/** The menu button of phones and tablets, and the drawer it opens. */
export function MobileDrawer({ chrome }: { chrome: SiteChrome }): ReactNode {
  const { t } = useTranslation('layout');
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className="-ms-2 xl:hidden"
        aria-label={t('drawer.open')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
      >
        <Menu aria-hidden="true" className="size-6" />
      </Button>
      <MountWhenWanted isWanted={isOpen}>
        <DrawerSheet chrome={chrome} isOpen={isOpen} onOpenChange={setIsOpen} returnFocusTo={buttonRef} />
      </MountWhenWanted>
    </>
  );
}
