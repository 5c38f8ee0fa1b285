import type { OperatorInfo } from '@platform/contracts/operator/schemas';
import { cn } from '@platform/ui/cn.ts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LogOut, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visibleSections } from '../../../app/sections.ts';
import { meQuery } from '../../../shared/api/me-queries.ts';
import { useSession } from '../../../shared/api/session.ts';
import { logOut } from '../../../shared/api/staff-auth.ts';
import { useBrand } from '../../../shared/hooks/use-brand.ts';
import { usePreferences } from '../../../shared/hooks/use-preferences.ts';
import { iconButtonClass, PreferenceControls } from '../../../shared/ui/preference-controls.tsx';

/**
 * The menu: its icons alone on a phone, where the full menu would leave the page too little room (and
 * the header's switch is hidden there); on a wider screen, as the staff member left it.
 */
function Sidebar({ permissions }: { permissions: readonly string[] }): ReactNode {
  const { t } = useTranslation();
  const collapsed = usePreferences((state) => state.sidebarCollapsed);
  return (
    <nav
      aria-label={t('shell.menu')}
      className={cn(
        'sticky top-0 flex h-dvh shrink-0 flex-col gap-1 border-e border-line bg-surface-1 p-3 transition-[width]',
        collapsed ? 'w-16' : 'w-16 md:w-60',
      )}
    >
      <div className="mb-4 flex h-10 items-center px-2 font-bold">
        <span aria-hidden className={cn(!collapsed && 'md:hidden')}>
          ◆
        </span>
        {collapsed ? null : <span className="max-md:hidden">{t('app.title')}</span>}
      </div>
      {visibleSections(permissions).map((section) => (
        <Link
          key={section.id}
          to={section.path}
          title={t(section.labelKey)}
          activeOptions={{ exact: section.path === '/' }}
          className="flex h-10 items-center gap-3 rounded-xl px-3 text-sm text-ink-muted hover:bg-surface-2 hover:text-ink data-[status=active]:bg-surface-3 data-[status=active]:text-ink"
        >
          <section.icon aria-hidden className="size-5 shrink-0" />
          <span className={cn(collapsed ? 'sr-only' : 'max-md:sr-only')}>{t(section.labelKey)}</span>
        </Link>
      ))}
    </nav>
  );
}

function BrandSelect({ me }: { me: OperatorInfo }): ReactNode {
  const { t } = useTranslation();
  const brand = useBrand();
  const chooseBrand = useSession((state) => state.chooseBrand);
  return (
    <select
      aria-label={t('shell.brand')}
      value={brand ?? ''}
      onChange={(event) => chooseBrand(event.target.value || null)}
      className="h-10 min-w-0 flex-1 rounded-xl border border-line bg-surface-1 px-3 text-sm md:max-w-48 md:flex-none"
    >
      {me.allBrands && <option value="">{t('shell.allBrands')}</option>}
      {me.brands.map(({ code, name }) => (
        <option key={code} value={code}>
          {name} ({code})
        </option>
      ))}
    </select>
  );
}

/** The console's frame: the menu from the section registry, and the header with who and where. */
export function ConsoleShell({ children }: { children: ReactNode }): ReactNode {
  const { t } = useTranslation();
  const { data: me } = useQuery(meQuery());
  const { sidebarCollapsed, toggleSidebar } = usePreferences();
  if (!me) return null;
  return (
    <div className="flex min-h-dvh bg-surface-0 text-ink">
      <a href="#content" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t('shell.skip')}
      </a>
      <Sidebar permissions={me.permissions} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center gap-2 border-b border-line px-4">
          <button
            type="button"
            className={cn(iconButtonClass, 'max-md:hidden')}
            onClick={toggleSidebar}
            aria-label={sidebarCollapsed ? t('shell.expand') : t('shell.collapse')}
          >
            {sidebarCollapsed ? <PanelLeftOpen className="size-5" /> : <PanelLeftClose className="size-5" />}
          </button>
          <div className="flex-1 max-md:hidden" />
          <BrandSelect me={me} />
          <PreferenceControls />
          <span data-testid="staff-account" className="hidden px-2 text-sm font-semibold md:inline">
            {me.account}
          </span>
          <button
            type="button"
            className={iconButtonClass}
            onClick={() => void logOut()}
            aria-label={t('shell.logout')}
          >
            <LogOut className="size-5" />
          </button>
        </header>
        <main id="content" className="flex-1 p-4 md:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
