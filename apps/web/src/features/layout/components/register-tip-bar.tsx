import { buttonVariants } from '@platform/ui/button.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { Sparkles, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readSessionToken } from '../../../shared/api/session.ts';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { canRegisterDirectly } from '../model/visitor-switches.ts';

/** The lobbies where the spec asks guests to sign up before they play. */
const TIP_PATHS: ReadonlySet<string> = new Set(['/live', '/fish', '/sports', '/esports', '/pvp']);

export function RegisterTipBar(): ReactNode {
  const { t } = useTranslation('layout');
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { data: status } = useQuery(systemQueries.status());
  const isShown =
    TIP_PATHS.has(pathname) &&
    readSessionToken() === null &&
    status &&
    canRegisterDirectly(status.whitelabel);
  if (!isShown) return null;

  return (
    <aside
      aria-label={t('registerTip.label')}
      className="border-b border-line bg-[linear-gradient(90deg,var(--accent-glow),transparent_70%)]"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2.5">
        <p className="flex items-center gap-2 text-sm font-medium">
          <Sparkles aria-hidden="true" className="size-4 shrink-0 text-warm-text" />
          {t('registerTip.text')}
        </p>
        <Link to="/register" className={buttonVariants({ className: 'max-sm:w-full' })}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('registerTip.action')}
        </Link>
      </div>
    </aside>
  );
}
