import { PROMOTION_CATEGORIES } from '@platform/contracts/promotions/constants';
import type { PromotionSummary } from '@platform/contracts/promotions/schemas';
import { EmptyState } from '@platform/ui/empty-state.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@platform/ui/tabs.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Gift } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { useImageUrl } from '../../../shared/ui/image-url.ts';
import { LazyImage } from '../../../shared/ui/lazy-image.tsx';
import { promotionQueries } from '../api/promotions.ts';
import { useCurrency } from '../model/use-currency.ts';
import { StatusBadge } from './status-badge.tsx';

type Category = (typeof PROMOTION_CATEGORIES)[number];
const ALL = 'all';

/** The promotions lobby (/promotions): category tabs over cards of every promotion shown now. */
export function PromotionsLobby({
  category,
  onCategory,
}: {
  category: Category | undefined;
  onCategory: (category: Category | undefined) => void;
}): ReactNode {
  const { t } = useTranslation('promotions');
  useDocumentTitle(t('title'));
  const isMember = useAuthStore((state) => state.member !== null);
  const all = useQuery(promotionQueries.list(undefined, isMember));
  const list = useQuery(promotionQueries.list(category, isMember));
  const categories = PROMOTION_CATEGORIES.filter((entry) => all.data?.categories.includes(entry));

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-5 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      <Tabs
        className="gap-5"
        value={category ?? ALL}
        onValueChange={(value) => onCategory(value === ALL ? undefined : (value as Category))}
      >
        <TabsList aria-label={t('categories')}>
          {[ALL, ...categories].map((entry) => (
            <TabsTrigger key={entry} value={entry}>
              {t(`category.${entry as Category | typeof ALL}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* The selected tab's panel, which its tab names (aria-controls): the promotions of that category. */}
        <TabsContent value={category ?? ALL}>
          {list.error ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : !list.data ? (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {[0, 1, 2].map((slot) => (
                <Skeleton key={slot} className="aspect-[16/11] rounded-2xl" />
              ))}
            </div>
          ) : list.data.promotions.length === 0 ? (
            <EmptyState icon={Gift} title={t('empty.title')} description={t('empty.description')} />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {list.data.promotions.map((promotion) => (
                <li key={promotion.code}>
                  <PromotionCard promotion={promotion} />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
    </section>
  );
}

function PromotionCard({ promotion }: { promotion: PromotionSummary }): ReactNode {
  const { t } = useTranslation('promotions');
  const imageUrl = useImageUrl();
  const money = useMoneyFormat();
  const currency = useCurrency();
  const hasBonus = Number(promotion.bonusAmount) > 0;
  return (
    <Link
      to="/promo"
      search={{ code: promotion.code }}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface-1 shadow-card transition-colors hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
    >
      {promotion.bannerUrl && imageUrl ? (
        <LazyImage src={imageUrl(promotion.bannerUrl)} alt="" aspectRatio="16 / 7" />
      ) : (
        <div className="grid aspect-[16/7] place-items-center bg-[linear-gradient(135deg,var(--accent),var(--surface-3))]">
          <Gift aria-hidden="true" className="size-10 text-accent-ink" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-base font-bold group-hover:text-accent-text">{promotion.title}</h2>
          <StatusBadge status={promotion.status} />
        </div>
        {hasBonus && currency && (
          <p className="text-sm font-semibold text-success-text tabular-nums">
            {t('card.bonus', { amount: money(promotion.bonusAmount, currency) })}
          </p>
        )}
        <p className="mt-auto text-xs text-ink-muted tabular-nums">
          {t('card.period', {
            from: formatGmt8(new Date(promotion.startsAt), { withSeconds: false }),
            to: formatGmt8(new Date(promotion.endsAt), { withSeconds: false }),
          })}
        </p>
      </div>
    </Link>
  );
}
