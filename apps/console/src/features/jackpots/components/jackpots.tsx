import { Button } from '@platform/ui/button.tsx';
import { EmptyState } from '@platform/ui/empty-state.tsx';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/hooks/use-brand.ts';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { jackpotsQuery, type StaffJackpot, useJackpotChange } from '../api/jackpot-queries.ts';

const fieldClass = 'h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink';
const labelClass = 'flex flex-col gap-1 text-sm font-medium';

/** The games field: codes separated by commas or spaces, each once. */
const gameCodesOf = (text: string) => [...new Set(text.split(/[\s,]+/).filter(Boolean))];

/**
 * The brand's jackpots: each pool now, its share, seed, games and last winners; staff who manage
 * jackpots open one, edit its share and games, and raise its seed or top its pool up (from the brand's
 * four-eyes amount a second person approves that at Approvals).
 */
export function Jackpots(): ReactNode {
  const { t } = useTranslation();
  const merchant = useBrand();
  const canManage = useCan('jackpots.manage');
  const { data, error } = useQuery({ ...jackpotsQuery(merchant ?? ''), enabled: merchant !== null });
  if (merchant === null) return <p className="text-ink-muted">{t('money.chooseBrand')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{t('jackpots.intro')}</p>
      <ErrorText error={error} />
      {data?.jackpots.map((jackpot) => (
        <JackpotCard key={jackpot.code} merchant={merchant} jackpot={jackpot} canManage={canManage} />
      ))}
      {data && data.jackpots.length === 0 ? <EmptyState title={t('jackpots.none')} /> : null}
      {canManage ? <CreateJackpot merchant={merchant} /> : null}
    </div>
  );
}

function JackpotCard(props: { merchant: string; jackpot: StaffJackpot; canManage: boolean }): ReactNode {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const { jackpot } = props;
  return (
    <section
      aria-label={jackpot.code}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-1 p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          {jackpot.code}
          {jackpot.state === 'open' ? null : (
            <span className="rounded-full border border-line px-2 py-0.5 text-xs font-medium text-ink-muted">
              {t(jackpot.state === 'closed' ? 'jackpots.state.closed' : 'jackpots.state.opening')}
            </span>
          )}
        </h2>
        <span className="text-2xl font-bold tabular-nums">
          <span className="sr-only">{t('jackpots.pool')}: </span>
          {jackpot.amount}
        </span>
      </div>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-ink-muted">{t('jackpots.share')}</dt>
          <dd className="tabular-nums">
            {t('jackpots.shareValue', { percent: jackpot.contributionBp / 100 })}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('jackpots.seed')}</dt>
          <dd className="tabular-nums">{jackpot.seedAmount}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('jackpots.games')}</dt>
          <dd className="break-all">{jackpot.gameCodes.join(', ') || t('jackpots.noGames')}</dd>
        </div>
      </dl>
      {jackpot.pendingFunding ? (
        <p role="status" className="text-sm text-warm-text">
          {t(jackpot.pendingFunding.kind === 'jackpot.close' ? 'jackpots.pendingClose' : 'jackpots.pending', {
            id: jackpot.pendingFunding.id,
            amount: jackpot.pendingFunding.amount,
            account: jackpot.pendingFunding.requestedBy,
          })}
        </p>
      ) : null}
      <div>
        <h3 className="text-sm font-semibold">{t('jackpots.winners')}</h3>
        {jackpot.winners.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('jackpots.noWinners')}</p>
        ) : (
          <ul className="text-sm">
            {jackpot.winners.map((winner) => (
              <li key={`${winner.memberAccount}-${winner.wonAt}`} className="flex gap-3 tabular-nums">
                <span className="font-medium">{winner.memberAccount}</span>
                <span>{winner.amount}</span>
                <span className="text-ink-muted">{dateTime(winner.wonAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {jackpot.state === 'opening' ? (
        <p className="text-sm text-ink-muted">{t('jackpots.openingHint')}</p>
      ) : null}
      {props.canManage && (jackpot.state !== 'closed' || Number(jackpot.amount) !== 0) ? (
        <details className="rounded-xl border border-line p-3">
          <summary className="cursor-pointer text-sm font-medium">{t('jackpots.manage')}</summary>
          <div className="mt-3 grid grid-cols-1 gap-4 lg:grid-cols-2">
            {jackpot.state === 'open' ? <RulesForm merchant={props.merchant} jackpot={jackpot} /> : null}
            {jackpot.state === 'closed' ? null : <FundingForm merchant={props.merchant} jackpot={jackpot} />}
            <CloseForm merchant={props.merchant} jackpot={jackpot} />
          </div>
        </details>
      ) : null}
    </section>
  );
}

function ReasonField(): ReactNode {
  const { t } = useTranslation();
  return (
    <label className={labelClass}>
      {t('jackpots.reason')}
      <textarea
        name="reason"
        required
        minLength={5}
        maxLength={500}
        rows={2}
        className="rounded-xl border border-line bg-surface-1 px-3 py-2 text-ink"
      />
    </label>
  );
}

function RulesForm(props: { merchant: string; jackpot: StaffJackpot }): ReactNode {
  const { t } = useTranslation();
  const change = useJackpotChange();
  const [saved, setSaved] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const done = await change
      .mutateAsync({
        kind: 'rules',
        body: {
          merchant: props.merchant,
          code: props.jackpot.code,
          contributionBp: Number(data.get('contributionBp')),
          gameCodes: gameCodesOf(String(data.get('gameCodes') ?? '')),
          reason: String(data.get('reason') ?? '').trim(),
        },
      })
      .catch(() => null);
    setSaved(done !== null);
  }
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3"
      aria-label={t('jackpots.rules')}
    >
      <h3 className="text-sm font-semibold">{t('jackpots.rules')}</h3>
      <label className={labelClass}>
        {t('jackpots.shareBp')}
        <input
          name="contributionBp"
          type="number"
          required
          min={1}
          max={1000}
          defaultValue={props.jackpot.contributionBp}
          className={`${fieldClass} tabular-nums`}
        />
      </label>
      <label className={labelClass}>
        {t('jackpots.games')}
        <input name="gameCodes" defaultValue={props.jackpot.gameCodes.join(', ')} className={fieldClass} />
      </label>
      <ReasonField />
      <ErrorText error={change.error} />
      {saved ? (
        <p role="status" className="text-sm font-medium text-success-text">
          {t('jackpots.saved')}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={change.isPending}>
          {t('jackpots.saveRules')}
        </Button>
      </div>
    </form>
  );
}

type Outcome = { moved: string; pendingApproval: string | null };
type Change = Parameters<ReturnType<typeof useJackpotChange>['mutateAsync']>[0];

/**
 * A form whose change moves money: one idempotency key per filled form, so a double submit or a retry
 * after a lost answer moves the money once; a new key and an empty form once it is answered.
 */
function useKeyedChange(changeOf: (data: FormData, idempotencyKey: string) => Change) {
  const change = useJackpotChange();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const answer = await change.mutateAsync(changeOf(new FormData(form), idempotencyKey)).catch(() => null);
    if (!answer) return;
    setOutcome(answer);
    setIdempotencyKey(crypto.randomUUID());
    form.reset();
  }
  return { change, outcome, submit };
}

/** A form of a pool's Manage panel: its title, what it does, its fields. */
function PoolForm(props: {
  title: string;
  hint: string;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}): ReactNode {
  return (
    <form
      onSubmit={(event) => void props.submit(event)}
      className="flex flex-col gap-3"
      aria-label={props.title}
    >
      <h3 className="text-sm font-semibold">{props.title}</h3>
      <p className="text-xs text-ink-muted">{props.hint}</p>
      {props.children}
    </form>
  );
}

/** What a funding came to: money moved now, or a request waiting for a second person. */
function FundingOutcome({
  outcome,
  movedKey = 'jackpots.moved',
}: {
  outcome: Outcome | null;
  movedKey?: 'jackpots.moved' | 'jackpots.returned';
}) {
  const { t } = useTranslation();
  if (!outcome) return null;
  return (
    <p role="status" className="text-sm font-medium text-success-text">
      {outcome.pendingApproval
        ? t('jackpots.asked', { id: outcome.pendingApproval })
        : t(movedKey, { amount: outcome.moved })}
    </p>
  );
}

function FundingForm(props: { merchant: string; jackpot: StaffJackpot }): ReactNode {
  const { t } = useTranslation();
  const { change, outcome, submit } = useKeyedChange((data, idempotencyKey) => ({
    kind: 'funding',
    body: {
      merchant: props.merchant,
      code: props.jackpot.code,
      kind: data.get('kind') === 'seed' ? 'seed' : 'top-up',
      amount: String(data.get('amount') ?? '').trim(),
      reason: String(data.get('reason') ?? '').trim(),
      idempotencyKey,
    },
  }));
  return (
    <PoolForm title={t('jackpots.funding')} hint={t('jackpots.fundingHint')} submit={submit}>
      <label className={labelClass}>
        {t('jackpots.fundingKind')}
        <select name="kind" defaultValue="top-up" className={fieldClass}>
          <option value="top-up">{t('jackpots.fundingKind.topUp')}</option>
          <option value="seed">{t('jackpots.fundingKind.seed')}</option>
        </select>
      </label>
      <label className={labelClass}>
        {t('jackpots.amount')}
        <input
          name="amount"
          required
          inputMode="decimal"
          pattern="[0-9]+([.][0-9]+)?"
          className={`${fieldClass} tabular-nums`}
        />
      </label>
      <ReasonField />
      <ErrorText error={change.error} />
      <FundingOutcome outcome={outcome} />
      <div className="flex justify-end">
        <Button type="submit" disabled={change.isPending || props.jackpot.pendingFunding !== null}>
          {t('jackpots.fund')}
        </Button>
      </div>
    </PoolForm>
  );
}

/**
 * Closes the jackpot: its games stop feeding it and its pool goes back to the house (from the brand's
 * four-eyes amount once a second person approves). A closed pool that late stakes fed is emptied again.
 */
function CloseForm(props: { merchant: string; jackpot: StaffJackpot }): ReactNode {
  const { t } = useTranslation();
  const { change, outcome, submit } = useKeyedChange((data, idempotencyKey) => ({
    kind: 'close',
    body: {
      merchant: props.merchant,
      code: props.jackpot.code,
      reason: String(data.get('reason') ?? '').trim(),
      idempotencyKey,
    },
  }));
  return (
    <PoolForm title={t('jackpots.close')} hint={t('jackpots.closeHint')} submit={submit}>
      <ReasonField />
      <ErrorText error={change.error} />
      <FundingOutcome outcome={outcome} movedKey="jackpots.returned" />
      <div className="flex justify-end">
        <Button
          type="submit"
          variant="secondary"
          disabled={change.isPending || props.jackpot.pendingFunding !== null}
        >
          {t('jackpots.closeButton')}
        </Button>
      </div>
    </PoolForm>
  );
}

function CreateJackpot({ merchant }: { merchant: string }): ReactNode {
  const { t } = useTranslation();
  const { change, outcome, submit } = useKeyedChange((data, idempotencyKey) => {
    const text = (name: string) => String(data.get(name) ?? '').trim();
    return {
      kind: 'create',
      body: {
        merchant,
        code: text('code').toUpperCase(),
        contributionBp: Number(text('contributionBp')),
        seedAmount: text('seedAmount'),
        gameCodes: gameCodesOf(text('gameCodes')),
        reason: text('reason'),
        idempotencyKey,
      },
    };
  });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={t('jackpots.create')}
      className="flex max-w-xl flex-col gap-3 rounded-2xl border border-line bg-surface-1 p-5"
    >
      <h2 className="text-lg font-semibold">{t('jackpots.create')}</h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:items-end">
        <label className={labelClass}>
          {t('jackpots.code')}
          <input
            name="code"
            required
            pattern="[A-Za-z0-9_]{1,32}"
            autoComplete="off"
            className={fieldClass}
          />
        </label>
        <label className={labelClass}>
          {t('jackpots.shareBp')}
          <input name="contributionBp" type="number" required min={1} max={1000} className={fieldClass} />
        </label>
        <label className={labelClass}>
          {t('jackpots.seed')}
          <input
            name="seedAmount"
            required
            inputMode="decimal"
            pattern="[0-9]+([.][0-9]+)?"
            className={`${fieldClass} tabular-nums`}
          />
        </label>
      </div>
      <label className={labelClass}>
        {t('jackpots.games')}
        <input name="gameCodes" required className={fieldClass} />
      </label>
      <ReasonField />
      <ErrorText error={change.error} />
      <FundingOutcome outcome={outcome} />
      <div className="flex justify-end">
        <Button type="submit" disabled={change.isPending}>
          {t('jackpots.open')}
        </Button>
      </div>
    </form>
  );
}
