import { Button } from '@platform/ui/button.tsx';
import { cn } from '@platform/ui/cn.ts';
import { EmptyState } from '@platform/ui/empty-state.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { walletQueries } from '../../../shared/api/wallet-queries.ts';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { claimReferralRewards, ENGAGEMENT, engagementQueries } from '../api/engagement.ts';

/** Invite friends (referral): the member's link and code, the rule, the friends and their rewards. */
export function ReferralPage(): ReactNode {
  const { t } = useTranslation('engagement');
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const { data: balance } = useQuery(walletQueries.balance());
  const { data, error, refetch } = useQuery(engagementQueries.referral());
  const claim = useMutation({
    mutationFn: claimReferralRewards,
    onSuccess: (paid) => {
      toast.success(t('referral.paid', { amount: money(paid.paid, balance?.currency ?? 'USD') }));
      void queryClient.invalidateQueries({ queryKey: ENGAGEMENT });
      void queryClient.invalidateQueries({ queryKey: walletQueries.balance().queryKey });
    },
  });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data || !balance) return <Skeleton className="h-80" />;
  const currency = balance.currency;
  const link = `${window.location.origin}/register?referralCode=${encodeURIComponent(data.code)}`;
  const copy = (text: string) =>
    void navigator.clipboard.writeText(text).then(
      () => toast.success(t('referral.copied')),
      () => toast.error(t('referral.copyFailed')),
    );

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-3 sm:grid-cols-2">
        <CopyField label={t('referral.code')} value={data.code} onCopy={copy} testId="referral-code" />
        <CopyField label={t('referral.link')} value={link} onCopy={copy} testId="referral-link" />
      </div>
      <p className="rounded-2xl bg-surface-2 px-4 py-3 text-sm">
        {t('referral.rule', {
          deposit: money(data.minDeposit, currency),
          bets: money(data.minBets, currency),
          reward: money(data.reward, currency),
        })}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line px-4 py-3">
        <p className="text-sm">
          <span className="block text-ink-muted">{t('referral.claimable')}</span>
          <span className="text-xl font-bold text-success-text tabular-nums">
            {money(data.claimable, currency)}
          </span>
        </p>
        <Button disabled={Number(data.claimable) === 0 || claim.isPending} onClick={() => claim.mutate()}>
          {t('referral.claim')}
        </Button>
      </div>
      <FormError error={claim.error} />
      <section className="flex flex-col gap-3">
        <h3 className="text-base font-bold">{t('referral.friends')}</h3>
        {data.friends.length === 0 ? (
          <EmptyState title={t('referral.noFriends')} description={t('referral.noFriendsHint')} />
        ) : (
          <div className="overflow-x-auto rounded-2xl border border-line">
            <table className="w-full text-sm">
              <thead className="bg-surface-2 text-xs text-ink-muted">
                <tr>
                  <th className="px-3 py-2 text-start font-semibold">{t('referral.player')}</th>
                  <th className="px-3 py-2 text-start font-semibold">{t('referral.joined')}</th>
                  <th className="px-3 py-2 text-end font-semibold">{t('referral.deposited')}</th>
                  <th className="px-3 py-2 text-end font-semibold">{t('referral.bets')}</th>
                  <th className="px-3 py-2 text-end font-semibold">{t('referral.status')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {data.friends.map((friend) => (
                  <tr key={`${friend.player}-${friend.joinedAt}`}>
                    <td className="px-3 py-2.5 font-medium">{friend.player}</td>
                    <td className="px-3 py-2.5 text-ink-muted tabular-nums">
                      {formatGmt8(new Date(friend.joinedAt))}
                    </td>
                    <td className="px-3 py-2.5 text-end tabular-nums">{money(friend.deposited, currency)}</td>
                    <td className="px-3 py-2.5 text-end tabular-nums">{money(friend.bets, currency)}</td>
                    <td className="px-3 py-2.5 text-end">
                      <span
                        className={cn(
                          'rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
                          friend.reward !== null
                            ? 'bg-success/15 text-success-text'
                            : friend.isQualified
                              ? 'bg-accent/15 text-accent-text'
                              : 'bg-surface-2 text-ink-muted',
                        )}
                      >
                        {friend.reward !== null
                          ? t('referral.rewarded', { amount: money(friend.reward, currency) })
                          : t(friend.isQualified ? 'referral.qualified' : 'referral.notYet')}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

type CopyFieldProps = { label: string; value: string; onCopy: (text: string) => void; testId: string };

function CopyField({ label, value, onCopy, testId }: CopyFieldProps): ReactNode {
  const { t } = useTranslation('engagement');
  return (
    <div className="flex min-w-0 items-center gap-2 rounded-2xl border border-line px-4 py-3">
      <div className="min-w-0 flex-1">
        <p className="text-xs text-ink-muted">{label}</p>
        <p className="truncate font-semibold" dir="ltr" data-testid={testId}>
          {value}
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('referral.copy', { what: label })}
        onClick={() => onCopy(value)}
      >
        <Copy aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
