import type { PromotionDetail } from '@platform/contracts/promotions/schemas';
import { Button } from '@platform/ui/button.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { claim, drawRaffle } from '../api/promotions.ts';
import { ApplicationForm } from './application-form.tsx';
import { BonusProgress } from './bonus-progress.tsx';

/**
 * What the viewer can do with a promotion or has done: log in, apply, claim or draw while it is
 * open and the rules are met; the application's state and the bonus's wagering afterwards.
 */
export function PromotionActions({
  promotion,
  currency,
}: {
  promotion: PromotionDetail;
  currency: string;
}): ReactNode {
  const { t } = useTranslation('promotions');
  const isMember = useAuthStore((state) => state.member !== null);
  const openModal = useModalStore((state) => state.open);
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: MEMBER_DATA });
  const claiming = useMutation({
    mutationFn: () => claim(promotion.code),
    onSuccess: () => {
      toast.success(t('claim.done'));
      refresh();
    },
  });
  const drawing = useMutation({
    mutationFn: () => drawRaffle(promotion.code),
    onSuccess: (draw) => {
      if (Number(draw.amount) > 0) toast.success(t('raffle.won', { amount: money(draw.amount, currency) }));
      else toast.info(t('raffle.noPrize'));
      refresh();
    },
  });
  const { status, application, bonus, raffle } = promotion;
  const canAct = (status === 'join' || status === 'claim') && promotion.unmetRules.length === 0;

  return (
    <div className="flex flex-col gap-5">
      {application && (
        <div className="flex flex-col gap-1 rounded-xl bg-surface-2 p-4" data-testid="promotion-application">
          <h2 className="text-base font-bold">{t('application.title')}</h2>
          <p className="text-sm">{t(`application.${application.status}`)}</p>
          {application.reason && <p className="text-sm text-danger-text">{application.reason}</p>}
          <p className="text-xs text-ink-muted tabular-nums">{formatGmt8(new Date(application.createdAt))}</p>
        </div>
      )}
      {bonus && (
        <section className="flex flex-col gap-3 rounded-xl bg-surface-2 p-4">
          <h2 className="text-base font-bold">{t('bonus.title')}</h2>
          <BonusProgress bonus={bonus} currency={currency} />
        </section>
      )}
      {raffle?.lastDraw && (
        <p className="text-sm" data-testid="raffle-last">
          {t('raffle.last', {
            amount: money(raffle.lastDraw.amount, currency),
            time: formatGmt8(new Date(raffle.lastDraw.drawnAt), { withSeconds: false }),
          })}
        </p>
      )}
      {!isMember && (status === 'join' || status === 'claim') && (
        <Button className="self-start" onClick={() => openModal('login')}>
          {t('detail.login')}
        </Button>
      )}
      {isMember && canAct && promotion.kind === 'apply' && <ApplicationForm code={promotion.code} />}
      {isMember && canAct && promotion.kind === 'claim' && (
        <div className="flex flex-col gap-2">
          <FormError error={claiming.error} />
          <Button className="self-start" disabled={claiming.isPending} onClick={() => claiming.mutate()}>
            {t('claim.submit')}
          </Button>
        </div>
      )}
      {isMember && canAct && promotion.kind === 'raffle' && (
        <div className="flex flex-col gap-2">
          <FormError error={drawing.error} />
          <Button className="self-start" disabled={drawing.isPending} onClick={() => drawing.mutate()}>
            {t('raffle.submit')}
          </Button>
        </div>
      )}
    </div>
  );
}
