import { formatMinorUnits } from '@platform/contracts/money';
import { HOUSE_REALITY_CHECK_MESSAGE } from '@platform/contracts/vendor-wallet/house';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { selectMemberServices, useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';
import { continuePlaying, protectionQueries } from '../api/protection.ts';

/**
 * Asks the server about the member's reality check once a minute (the same call counts the session's
 * playing time), on coming back to the tab, and when a house game says a stake met the check; when
 * one is due, shows it until answered: the server refuses stakes meanwhile.
 */
export function RealityCheckWatch(): ReactNode {
  // Not for a demo account, nor while a login waits for its password change: the server serves
  // neither, and neither can stake.
  const served = useAuthStore(selectMemberServices);
  if (!served) return null;
  return <RealityCheckModal />;
}

function RealityCheckModal(): ReactNode {
  const { t } = useTranslation('responsible-gaming');
  const queryClient = useQueryClient();
  const money = useMoneyFormat();
  const currency = useQuery(systemQueries.status()).data?.merchant.currency ?? 'USD';
  const openModal = useModalStore((state) => state.open);
  const { data } = useQuery(protectionQueries.realityCheck());
  // A framed game may post it at any time; it only makes the site ask the server, which decides.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type !== HOUSE_REALITY_CHECK_MESSAGE) return;
      void queryClient.invalidateQueries({ queryKey: protectionQueries.realityCheck().queryKey });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient]);
  const mutation = useMutation({
    mutationFn: continuePlaying,
    onSuccess: (value) => queryClient.setQueryData(protectionQueries.realityCheck().queryKey, value),
  });
  if (!data?.due) return null;
  const minutes = Math.max(1, Math.floor((Date.now() - new Date(data.startedAt).getTime()) / 60_000));
  // The wire's amounts carry the currency's scale: without the point they are minor units.
  const scale = data.won.split('.')[1]?.length ?? 0;
  const net = BigInt(data.won.replace('.', '')) - BigInt(data.wagered.replace('.', ''));
  const netText = money(formatMinorUnits(net < 0n ? -net : net, scale), currency);
  return (
    <Dialog
      open
      onOpenChange={() => undefined}
      isDismissible={false}
      title={t('modal.title')}
      footer={
        <>
          <Button variant="secondary" onClick={() => openModal('logout')}>
            {t('modal.logout')}
          </Button>
          <Button onClick={() => mutation.mutate()} disabled={mutation.isPending}>
            {t('modal.continue')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3" data-testid="reality-check">
        <p>{t('modal.played', { minutes })}</p>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="text-ink-muted">{t('modal.staked')}</dt>
          <dd className="text-end font-semibold tabular-nums">{money(data.wagered, currency)}</dd>
          <dt className="text-ink-muted">{net >= 0n ? t('modal.won') : t('modal.lost')}</dt>
          <dd className="text-end font-semibold tabular-nums">{netText}</dd>
        </dl>
        <div className="flex flex-wrap gap-3 text-sm">
          <Link to="/member" search={{ page: 'personalHistoryCopy' }} className="text-accent underline">
            {t('modal.history')}
          </Link>
          <Link to="/member/responsible-gaming" className="text-accent underline">
            {t('modal.limits')}
          </Link>
        </div>
      </div>
    </Dialog>
  );
}
