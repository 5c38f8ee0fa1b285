import { Button } from '@platform/ui/button.tsx';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/hooks/use-brand.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import {
  type AdjustmentOutcome,
  type AdjustmentForm as Form,
  useAdjustment,
} from '../api/adjustment-queries.ts';

const fieldClass = 'h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink';

/**
 * A manual adjustment of a player's main balance or points: player, wallet, direction, amount and
 * reason make a request; nothing moves until another staff member approves it.
 */
export function AdjustmentForm(): ReactNode {
  const { t } = useTranslation();
  const merchant = useBrand();
  const adjust = useAdjustment();
  const [wallet, setWallet] = useState<Form['wallet']>('main');
  const [outcome, setOutcome] = useState<AdjustmentOutcome | null>(null);
  // One key per filled form: a double submit or a retry after a lost answer asks once.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (merchant === null) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const form = event.currentTarget;
    const answer = await adjust
      .mutateAsync({
        merchant,
        memberAccount: text('memberAccount'),
        wallet,
        direction: text('direction') === 'debit' ? 'debit' : 'credit',
        amount: text('amount'),
        reason: text('reason'),
        idempotencyKey,
      })
      .catch(() => null);
    if (!answer) return;
    setOutcome(answer);
    setIdempotencyKey(crypto.randomUUID());
    form.reset();
  }

  if (merchant === null) return <p className="text-ink-muted">{t('money.chooseBrand')}</p>;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={t('section.adjustments')}
      className="flex max-w-xl flex-col gap-4 rounded-2xl border border-line bg-surface-1 p-5"
    >
      <p className="text-sm text-ink-muted">{t('adjustments.intro')}</p>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('adjustments.member')}
        <input name="memberAccount" required maxLength={64} autoComplete="off" className={fieldClass} />
      </label>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('adjustments.wallet')}
          <select
            value={wallet}
            onChange={(event) => setWallet(event.target.value === 'points' ? 'points' : 'main')}
            className={fieldClass}
          >
            <option value="main">{t('adjustments.wallet.main')}</option>
            <option value="points">{t('adjustments.wallet.points')}</option>
          </select>
        </label>
        <fieldset className="flex flex-col gap-1 text-sm font-medium">
          <legend className="mb-1">{t('adjustments.direction')}</legend>
          <div className="flex h-10 items-center gap-4">
            {(['credit', 'debit'] as const).map((direction) => (
              <label key={direction} className="flex items-center gap-2 font-normal">
                <input
                  type="radio"
                  name="direction"
                  value={direction}
                  defaultChecked={direction === 'credit'}
                />
                {t(`adjustments.direction.${direction}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {wallet === 'points' ? t('adjustments.amount.points') : t('adjustments.amount')}
        <input
          name="amount"
          required
          inputMode={wallet === 'points' ? 'numeric' : 'decimal'}
          pattern={wallet === 'points' ? '[1-9][0-9]{0,14}' : '[0-9]+([.][0-9]+)?'}
          className={`${fieldClass} tabular-nums`}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('adjustments.reason')}
        <textarea
          name="reason"
          required
          minLength={5}
          maxLength={500}
          rows={3}
          className="rounded-xl border border-line bg-surface-1 px-3 py-2 text-ink"
        />
      </label>
      <ErrorText error={adjust.error} />
      {outcome ? (
        <p role="status" className="text-sm font-medium text-success-text">
          {'requestId' in outcome
            ? t('adjustments.asked', { id: outcome.requestId })
            : t('adjustments.done', { balance: outcome.pointsBalance })}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={adjust.isPending}>
          {t('adjustments.submit')}
        </Button>
      </div>
    </form>
  );
}
