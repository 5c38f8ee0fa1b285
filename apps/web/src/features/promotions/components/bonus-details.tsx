import { Button, buttonVariants } from '@platform/ui/button.tsx';
import { EmptyState } from '@platform/ui/empty-state.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Gift } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { promotionQueries, release } from '../api/promotions.ts';
import { useCurrency } from '../model/use-currency.ts';
import { BonusProgress } from './bonus-progress.tsx';

/** The member centre's bonus details (bonusDetails): the bonus balance and each bonus's wagering. */
export function BonusDetails(): ReactNode {
  const { t } = useTranslation('promotions');
  const { data, error, refetch } = useQuery(promotionQueries.bonuses());
  const currency = useCurrency();
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const releasing = useMutation({
    mutationFn: release,
    onSuccess: () => {
      toast.success(t('bonus.releasedToast'));
      void queryClient.invalidateQueries({ queryKey: MEMBER_DATA });
    },
  });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data || !currency) return <Skeleton className="h-64" />;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1 rounded-2xl bg-surface-2 p-5">
        <span className="text-sm text-ink-muted">{t('bonuses.balance')}</span>
        <span className="text-2xl font-bold tabular-nums" data-testid="bonus-balance">
          {money(data.bonusBalance, currency)}
        </span>
      </div>
      <FormError error={releasing.error} />
      {data.bonuses.length === 0 ? (
        <EmptyState
          icon={Gift}
          title={t('bonuses.empty')}
          action={
            <Link to="/promotions" className={buttonVariants({ variant: 'secondary' })}>
              {t('bonuses.browse')}
            </Link>
          }
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {data.bonuses.map((bonus) => (
            <li
              key={bonus.id}
              className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-1 p-4"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link
                  to="/promo"
                  search={{ code: bonus.promotionCode }}
                  className="font-bold hover:text-accent-text"
                >
                  {bonus.title}
                </Link>
                <span className="text-xs text-ink-muted tabular-nums">
                  {t('bonuses.granted', {
                    time: formatGmt8(new Date(bonus.grantedAt), { withSeconds: false }),
                  })}
                </span>
              </div>
              <BonusProgress bonus={bonus} currency={currency} />
              {bonus.status === 'process' && (
                <Button
                  variant="secondary"
                  className="self-start"
                  disabled={releasing.isPending}
                  onClick={() => releasing.mutate(bonus.id)}
                >
                  {t('bonus.release')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
