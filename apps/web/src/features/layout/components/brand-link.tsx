import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { BrandMark } from '../../../shared/ui/brand-mark.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';

/** The logo: always leads home, and names the brand once the server has said which one this is. */
export function BrandLink(): ReactNode {
  const { t } = useTranslation('layout');
  const { data: status, isPending } = useQuery(systemQueries.status());
  const name = status?.merchant.name;

  return (
    <Link
      to="/index"
      aria-label={name ? t('header.homeOf', { brand: name }) : t('header.home')}
      className="flex min-h-11 min-w-0 items-center gap-2.5 rounded-xl"
    >
      <BrandMark />
      {isPending ? (
        <Skeleton className="hidden h-5 w-28 min-[420px]:block" />
      ) : (
        name && (
          <span className="hidden max-w-44 truncate text-lg font-extrabold tracking-tight min-[420px]:block">
            {name}
          </span>
        )
      )}
    </Link>
  );
}
