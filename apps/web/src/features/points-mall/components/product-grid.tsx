import { Button } from '@platform/ui/button.tsx';
import { EmptyState } from '@platform/ui/empty-state.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { Banknote, Gift, type LucideIcon, ShoppingBag, Ticket } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { useImageUrl } from '../../../shared/ui/image-url.ts';
import { pointsMallQueries } from '../api/points-mall.ts';
import type { MallProduct, ProductKind } from '../model/mall-product.ts';
import { RedeemDialog } from './redeem-dialog.tsx';

/** Art drawn for a product with no image of its own: the kind's icon on the brand's gradient. */
const KIND_ART: Record<ProductKind, { icon: LucideIcon; tone: string }> = {
  coupon: { icon: Ticket, tone: 'from-accent/30 to-accent/5 text-accent-text' },
  life: { icon: ShoppingBag, tone: 'from-success/30 to-success/5 text-success-text' },
  gift: { icon: Gift, tone: 'from-warm/30 to-warm/5 text-warm-text' },
  cash: { icon: Banknote, tone: 'from-success/35 to-warm/10 text-success-text' },
};

/** The products on offer, each with its price in points and what is left; a member redeems from here. */
export function ProductGrid({ points }: { points: bigint | null }): ReactNode {
  const { t } = useTranslation('loyalty');
  const language = useLanguageStore((state) => state.language);
  const isMember = useAuthStore((state) => state.member !== null);
  const { data, error, refetch } = useQuery(pointsMallQueries.products(language));
  const imageUrl = useImageUrl();
  const [chosen, setChosen] = useState<MallProduct | null>(null);
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton className="h-72" />;
  if (data.products.length === 0)
    return <EmptyState title={t('mall.empty')} description={t('mall.emptyHint')} />;

  return (
    <>
      <ul aria-label={t('tab.products')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {data.products.map((product) => {
          const art = KIND_ART[product.kind];
          const Icon = art.icon;
          const isSoldOut = product.stock === 0;
          return (
            <li
              key={product.id}
              className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface-1 shadow-card"
            >
              <div className={`grid aspect-[4/3] place-items-center bg-gradient-to-br ${art.tone}`}>
                {product.image && imageUrl ? (
                  <img src={imageUrl(product.image)} alt="" className="size-full object-cover" />
                ) : (
                  <Icon aria-hidden="true" className="size-12" />
                )}
              </div>
              <div className="flex flex-1 flex-col gap-2 p-3">
                <span className="text-xs font-semibold text-ink-muted uppercase">
                  {t(`kind.${product.kind}`)}
                </span>
                <h3 className="line-clamp-2 text-sm font-bold">{product.name}</h3>
                <p className="text-lg font-bold text-warm-text tabular-nums">
                  {t('mall.price', { points: Number(product.points).toLocaleString() })}
                </p>
                <p className="text-xs text-ink-muted">{t('mall.stock', { count: product.stock })}</p>
                <Button
                  className="mt-auto"
                  disabled={!isMember || isSoldOut}
                  onClick={() => setChosen(product)}
                  aria-label={t('redeem.for', { name: product.name })}
                >
                  {t(isSoldOut ? 'mall.soldOut' : isMember ? 'redeem.action' : 'mall.loginToRedeem')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {chosen && points !== null && (
        <RedeemDialog product={chosen} points={points} onClose={() => setChosen(null)} />
      )}
    </>
  );
}
