import { BRAND_SORT_KEYS } from '@platform/contracts/brands/schemas';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BrandList, type BrandListSearch } from '../../features/brands/components/brand-list.tsx';
import { BRAND_TABS, BrandPage, type BrandTab } from '../../features/brands/components/brand-page.tsx';
import { CreateBrandDialog } from '../../features/brands/components/create-brand-dialog.tsx';
import { meQuery } from '../../shared/api/me-queries.ts';
import { useBrand } from '../../shared/hooks/use-brand.ts';
import { useCan } from '../../shared/hooks/use-can.ts';
import { pagedSearch, textFilter } from '../../shared/lib/paged-search.ts';

type BrandsSearch = BrandListSearch & { code?: string | undefined; tab: BrandTab };

export const Route = createFileRoute('/_shell/brands')({
  validateSearch: (search: Record<string, unknown>): BrandsSearch => ({
    ...pagedSearch(search, BRAND_SORT_KEYS, { sort: 'code' }),
    q: textFilter(search.q),
    code: textFilter(search.code),
    tab: BRAND_TABS.find((tab) => tab === search.tab) ?? 'general',
  }),
  component: BrandsPage,
});

/** Staff over every brand list them all and open one; staff of some brands open the brand they chose. */
function BrandsPage() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { data: me } = useQuery(meQuery());
  const chosen = useBrand();
  const canManage = useCan('brands.manage');
  const open = (code: string) => void navigate({ search: { ...search, code, tab: 'general' } });
  const code = search.code ?? (me?.allBrands ? undefined : (chosen ?? undefined));
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('section.brands')}</h1>
        {code && me?.allBrands ? (
          <button
            type="button"
            className="text-sm text-accent-text underline"
            onClick={() => void navigate({ search: { ...search, code: undefined } })}
          >
            {t('brands.back')}
          </button>
        ) : null}
        {!code && me?.allBrands && canManage ? <CreateBrandDialog onCreated={open} /> : null}
      </div>
      {code ? (
        <BrandPage
          code={code}
          tab={search.tab}
          onTabChange={(tab) => void navigate({ search: { ...search, tab } })}
        />
      ) : me?.allBrands ? (
        <BrandList
          search={search}
          onSearchChange={(patch) => void navigate({ search: { ...search, ...patch } })}
          onOpen={open}
        />
      ) : null}
    </div>
  );
}
