import { buttonVariants } from '@platform/ui/button.tsx';
import { cn } from '@platform/ui/cn.ts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { engagementQueries } from '../api/engagement.ts';

/** The header's way to the member's messages, with the unread count (spec section 7) while there is one. */
export function InboxLink(): ReactNode {
  const { t } = useTranslation('engagement');
  const { data } = useQuery(engagementQueries.unread());
  const count = data?.count ?? 0;
  const label = count > 0 ? t('inbox.unread', { count }) : t('inbox.label');
  return (
    <Link
      to="/member"
      search={{ page: 'messageV2' }}
      aria-label={label}
      title={label}
      // cn merges the icon size's padding over the base padding, as Button does.
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative')}
    >
      <Inbox aria-hidden="true" className="size-5" />
      {count > 0 && (
        <span
          data-testid="unread-count"
          className="absolute -end-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 text-[11px] font-bold text-accent-ink tabular-nums"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
