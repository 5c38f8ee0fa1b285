import type { PromotionDetail } from '@platform/contracts/promotions/schemas';
import { buttonVariants } from '@platform/ui/button.tsx';
import { cn } from '@platform/ui/cn.ts';
import { PlainText } from '@platform/ui/plain-text.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, CircleCheck, CircleX } from 'lucide-react';
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
import { PromotionActions } from './promotion-actions.tsx';
import { StatusBadge } from './status-badge.tsx';

/** A promotion's page (/promo?code=): banner, status, text, who may take part, and what to do. */
export function PromotionPage({ code }: { code: string }): ReactNode {
  const { t } = useTranslation('promotions');
  const isMember = useAuthStore((state) => state.member !== null);
  const { data, error, refetch } = useQuery(promotionQueries.detail(code, isMember));
  const currency = useCurrency();
  const imageUrl = useImageUrl();
  useDocumentTitle(data?.title ?? t('title'));

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-5 px-4 py-6 sm:py-10">
      <Link to="/promotions" className={cn(buttonVariants({ variant: 'ghost' }), 'self-start ps-2')}>
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('detail.back')}
      </Link>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !data || !currency ? (
        <Skeleton className="h-96 rounded-3xl" />
      ) : (
        <article className="flex flex-col overflow-hidden rounded-3xl border border-line bg-surface-1 shadow-card">
          {data.bannerUrl && imageUrl && (
            <LazyImage src={imageUrl(data.bannerUrl)} alt="" aspectRatio="16 / 6" isEager />
          )}
          <div className="flex flex-col gap-5 p-5 sm:p-8">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="flex flex-col gap-1">
                <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{data.title}</h1>
                <p className="text-sm text-ink-muted tabular-nums">
                  {t('card.period', {
                    from: formatGmt8(new Date(data.startsAt), { withSeconds: false }),
                    to: formatGmt8(new Date(data.endsAt), { withSeconds: false }),
                  })}
                </p>
              </div>
              <StatusBadge status={data.status} />
            </div>
            <PlainText text={data.body} className="text-ink-muted" />
            <Rules promotion={data} currency={currency} isMember={isMember} />
            <PromotionActions promotion={data} currency={currency} />
          </div>
        </article>
      )}
    </section>
  );
}

function Rules({
  promotion,
  currency,
  isMember,
}: {
  promotion: PromotionDetail;
  currency: string;
  isMember: boolean;
}): ReactNode {
  const { t } = useTranslation('promotions');
  const money = useMoneyFormat();
  const { rules, unmetRules } = promotion;
  const rows = [
    rules.newMemberDays !== null && {
      rule: 'newMember' as const,
      text: t('rule.newMember', { days: rules.newMemberDays }),
    },
    rules.minDeposit !== null && {
      rule: 'deposit' as const,
      text: t('rule.deposit', { amount: money(rules.minDeposit, currency), days: rules.depositWindowDays }),
    },
    rules.minVipLevel !== null && {
      rule: 'vipLevel' as const,
      text: t('rule.vipLevel', { level: rules.minVipLevel }),
    },
    rules.requiredContact !== null && {
      rule: 'contact' as const,
      text: t('rule.contact', { channel: t(`contact.${rules.requiredContact}`) }),
    },
  ].filter((row) => row !== false);
  const hasBonus = Number(promotion.bonusAmount) > 0;

  return (
    <section className="flex flex-col gap-2 rounded-xl border border-line p-4">
      <h2 className="text-base font-bold">{t('detail.rules')}</h2>
      <ul className="flex flex-col gap-1.5 text-sm">
        {rows.length === 0 && <li>{t('rule.none')}</li>}
        {rows.map(({ rule, text }) => {
          const isMet = !unmetRules.includes(rule);
          return (
            <li key={rule} className="flex items-center gap-2">
              {isMember &&
                (isMet ? (
                  <CircleCheck aria-label={t('rule.met')} className="size-4 shrink-0 text-success-text" />
                ) : (
                  <CircleX aria-label={t('rule.unmet')} className="size-4 shrink-0 text-danger-text" />
                ))}
              {text}
            </li>
          );
        })}
      </ul>
      {hasBonus && (
        <p className="text-sm text-ink-muted">
          {promotion.wageringMultiple > 0
            ? t('detail.wagering', {
                amount: money(promotion.bonusAmount, currency),
                multiple: promotion.wageringMultiple,
              })
            : t('detail.noWagering', { amount: money(promotion.bonusAmount, currency) })}
        </p>
      )}
      {promotion.raffle && (
        <p className="text-sm text-ink-muted">
          {t(`raffle.period.${promotion.raffle.period}`)} ·{' '}
          {t('raffle.prizes', {
            prizes: promotion.raffle.prizes.map((prize) => money(prize, currency)).join(' / '),
          })}
        </p>
      )}
    </section>
  );
}
