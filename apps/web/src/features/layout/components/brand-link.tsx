import { cn } from '@platform/ui/cn.ts';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { BrandMark } from '../../../shared/ui/brand-mark.tsx';

/** The logo: always leads home; the brand's own logo when it has one, else our emblem, then its name. */
export function BrandLink(): ReactNode {
  const { t } = useTranslation('layout');
  const { data: status, isPending } = useQuery(systemQueries.status());
  const name = status?.merchant.name;
  const logoUrl = status?.merchant.theme.logoUrl;
  // From 1024 to 1279 px a member's bar (with the name) needs the room: the logo alone says whose site it is.
  const isLoggedIn = useAuthStore((state) => state.member !== null);

  return (
    <Link
      to="/index"
      aria-label={name ? t('header.homeOf', { brand: name }) : t('header.home')}
      className="flex min-h-11 min-w-0 shrink-0 items-center gap-2.5 rounded-xl"
    >
      {logoUrl ? (
        <img
          src={logoUrl}
          alt=""
          width={36}
          height={36}
          className="size-9 shrink-0 rounded-xl object-contain"
        />
      ) : (
        <BrandMark />
      )}
      {isPending ? (
        <Skeleton className="hidden h-5 w-28 sm:block" />
      ) : (
        name && (
          <span
            className={cn(
              'hidden max-w-44 truncate text-lg font-extrabold tracking-tight sm:block',
              isLoggedIn && 'lg:max-xl:hidden',
            )}
          >
            {name}
          </span>
        )
      )}
    </Link>
  );
}
