import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visibleSections } from '../../../app/sections.ts';
import { meQuery } from '../../../shared/api/me-queries.ts';

/** Home: a greeting, the staff member's roles and brands, and the sections they may open. */
export function HomePage(): ReactNode {
  const { t } = useTranslation();
  const { data: me } = useQuery(meQuery());
  if (!me) return null;
  const sections = visibleSections(me.permissions).filter((section) => section.id !== 'home');
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t('home.greeting', { account: me.account })}</h1>
        <p className="text-ink-muted">{t('home.intro')}</p>
        <p className="text-sm text-ink-muted">
          {t('home.roles', { roles: me.roles.join(', ') })} ·{' '}
          {me.allBrands
            ? t('home.brands.all')
            : t('home.brands.some', { brands: me.merchantCodes.join(', ') })}
        </p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {sections.map((section) => (
          <li key={section.id}>
            <Link
              to={section.path}
              className="flex h-full gap-4 rounded-2xl border border-line bg-surface-1 p-5 hover:bg-surface-2"
            >
              <section.icon aria-hidden className="size-6 shrink-0 text-accent" />
              <span className="flex flex-col gap-1">
                <span className="font-semibold">{t(section.labelKey)}</span>
                <span className="text-sm text-ink-muted">{t(`${section.labelKey}.hint`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
