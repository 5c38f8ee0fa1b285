import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BookAnswer, newKey, placeBet } from '../api.ts';
import { useBook } from '../book.ts';
import { systemName } from '../markets.ts';
import { refusalTexts } from '../messages.ts';
import {
  answered,
  EMPTY_SLIP,
  keyFor,
  linesOfSystem,
  type PriceChanges,
  preview,
  remove,
  repriced,
  type SlipKind,
  type SlipState,
  systemsFor,
} from '../slip.ts';
import { useSlip } from '../store.ts';
import type { TextKey } from '../texts.ts';

/** Quick stakes, in whole units of the currency: each adds to the stake. */
const QUICK_STAKES = [10, 50, 100, 500];

const PROBLEM_TEXTS: Record<string, TextKey> = {
  needs_stake: 'slip.needsStake',
  needs_more: 'slip.needsMore',
  unknown_system: 'problem.unknown_system',
  wrong_number_of_selections: 'problem.wrong_number_of_selections',
  related_selections: 'problem.related_selections',
  stake_not_positive: 'problem.stake_not_positive',
};

const inputClass =
  'min-h-10 w-full rounded-lg border border-line bg-surface-0 px-3 text-right text-ink tabular-nums focus-visible:outline-2 focus-visible:outline-focus';

/** The bet slip: its selections, the kind of bet, stakes, the potential return and the placement. */
export function SlipPanel({ isSheet = false }: { isSheet?: boolean }) {
  const { t, price, money, config, store } = useBook();
  const slip = useSlip(store);
  const queryClient = useQueryClient();
  const [isPlacing, setPlacing] = useState(false);
  const [notes, setNotes] = useState<{ tone: 'ok' | 'error'; text: string }[]>([]);
  const update = (change: (state: SlipState) => SlipState) => store.update(change);
  const count = slip.selections.length;
  const result = preview(slip, config.scale);
  const systems = systemsFor(count);

  const addQuick = (typed: string, units: number) => {
    const current = parseMoney(typed.trim(), config.scale) ?? 0n;
    return formatMinorUnits(current + BigInt(units) * 10n ** BigInt(config.scale), config.scale);
  };

  async function place() {
    if (!result.ok) return;
    setPlacing(true);
    setNotes([]);
    const next: typeof notes = [];
    // One bet at a time: each single has its own key, kept in the stored slip until the book answers.
    for (const bet of result.bets) {
      let key = '';
      update((state) => {
        const kept = keyFor(state, bet, newKey);
        key = kept.key;
        return kept.state;
      });
      try {
        const placed = await placeBet(config.sessionId, bet, key);
        update((state) => answered(state, bet, true));
        next.push({
          tone: 'ok',
          text: placed.balance
            ? t('slip.placed', { balance: placed.balance, currency: config.currency })
            : t('slip.placedNoBalance'),
        });
      } catch (error) {
        if (error instanceof BookAnswer) {
          update((state) => answered(state, bet, false));
          const reasons = Array.isArray(error.body.reasons) ? error.body.reasons : [];
          for (const reason of reasons as { code: string; selectionId?: string; price?: string }[])
            if (reason.code === 'price_changed' && reason.selectionId && reason.price) {
              const { selectionId, price: moved } = reason;
              update((state) => repriced(state, selectionId, moved));
            }
        }
        for (const text of refusalTexts(error, t, { price, currency: config.currency }))
          next.push({ tone: 'error', text });
      }
    }
    // Two singles placed say the same: each text once.
    setNotes(next.filter((note, index) => next.findIndex((other) => other.text === note.text) === index));
    setPlacing(false);
    void queryClient.invalidateQueries({ queryKey: ['bets'] });
  }

  const hasPending = Object.keys(slip.pending).length > 0;
  return (
    <section aria-labelledby="slip-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h2 id="slip-title" className={isSheet ? 'sr-only' : 'font-bold text-ink text-lg'}>
          {t('slip.title')} {count > 0 && <span className="text-ink-muted">({count})</span>}
        </h2>
        {count > 0 && (
          <button
            type="button"
            className="ml-auto min-h-9 rounded px-2 text-ink-muted text-sm hover:text-ink"
            onClick={() => update(() => EMPTY_SLIP)}
          >
            {t('slip.clear')}
          </button>
        )}
      </div>
      {count === 0 && notes.length === 0 && <p className="text-ink-muted text-sm">{t('slip.empty')}</p>}
      {count > 1 && (
        <div
          role="tablist"
          aria-label={t('slip.title')}
          className="grid grid-cols-3 gap-1 rounded-lg bg-surface-2 p-1"
        >
          {(['single', 'accumulator', 'system'] as SlipKind[]).map((kind) => (
            <button
              key={kind}
              type="button"
              role="tab"
              aria-selected={slip.kind === kind}
              disabled={kind === 'system' && systems.length === 0}
              onClick={() =>
                update((state) => ({
                  ...state,
                  kind,
                  system: kind === 'system' ? (systems[0] ?? null) : null,
                }))
              }
              className={`min-h-9 rounded-md px-1 font-semibold text-xs disabled:opacity-40 ${
                slip.kind === kind ? 'bg-accent text-accent-ink' : 'text-ink-muted hover:text-ink'
              }`}
            >
              {t(`slip.kind.${kind}`)}
            </button>
          ))}
        </div>
      )}
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
        {slip.selections.map((selection) => (
          <li
            key={selection.selectionId}
            className="rounded-lg border border-line bg-surface-2 p-2.5 text-sm"
            data-slip-selection={selection.selectionId}
          >
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink">{selection.name}</p>
                <p className="truncate text-ink-muted text-xs">
                  {selection.market} · {selection.event}
                </p>
              </div>
              <span className="font-bold text-accent-text tabular-nums">{price(selection.price)}</span>
              <button
                type="button"
                aria-label={t('slip.remove', { name: selection.name })}
                className="-mr-1 -mt-1 size-8 shrink-0 rounded text-ink-muted hover:text-ink"
                onClick={() => update((state) => remove(state, selection.selectionId))}
              >
                ×
              </button>
            </div>
            {!selection.available && <p className="mt-1 text-danger-text text-xs">{t('slip.unavailable')}</p>}
            {selection.available && selection.movedFrom && (
              <p className="mt-1 text-warm-text text-xs">
                {t('slip.priceMoved', { old: price(selection.movedFrom) })}
              </p>
            )}
            {slip.kind === 'single' && (
              <label className="mt-2 flex items-center gap-2 text-ink-muted text-xs">
                <span className="shrink-0">{t('slip.stake')}</span>
                <input
                  className={inputClass}
                  inputMode="decimal"
                  autoComplete="off"
                  value={slip.stakes[selection.selectionId] ?? ''}
                  onChange={(e) => {
                    const typed = e.target.value;
                    update((state) => ({
                      ...state,
                      stakes: { ...state.stakes, [selection.selectionId]: typed },
                    }));
                  }}
                />
              </label>
            )}
          </li>
        ))}
      </ul>
      {count > 0 && (
        <>
          {slip.kind === 'system' && (
            <label className="grid gap-1 text-ink-muted text-xs">
              {t('slip.system')}
              <select
                className={`${inputClass} text-left`}
                value={slip.system ?? ''}
                onChange={(e) => {
                  const system = e.target.value;
                  update((state) => ({ ...state, system }));
                }}
              >
                {systems.map((name) => (
                  <option key={name} value={name}>
                    {t('slip.system.lines', { name: systemName(name), lines: linesOfSystem(name) })}
                  </option>
                ))}
              </select>
            </label>
          )}
          {slip.kind !== 'single' && (
            <label className="grid gap-1 text-ink-muted text-xs">
              {slip.kind === 'system' ? t('slip.unitStake') : t('slip.stake')}
              <input
                className={inputClass}
                inputMode="decimal"
                autoComplete="off"
                value={slip.unitStake}
                onChange={(e) => {
                  const unitStake = e.target.value;
                  update((state) => ({ ...state, unitStake }));
                }}
              />
            </label>
          )}
          <div className="grid grid-cols-4 gap-1.5">
            {QUICK_STAKES.map((units) => (
              <button
                key={units}
                type="button"
                className="min-h-9 rounded-md border border-line bg-surface-2 font-semibold text-ink text-xs hover:border-accent"
                onClick={() =>
                  update((state) =>
                    state.kind === 'single'
                      ? {
                          ...state,
                          stakes: Object.fromEntries(
                            state.selections.map((s) => [
                              s.selectionId,
                              addQuick(state.stakes[s.selectionId] ?? '', units),
                            ]),
                          ),
                        }
                      : { ...state, unitStake: addQuick(state.unitStake, units) },
                  )
                }
              >
                +{units}
              </button>
            ))}
          </div>
          <label className="grid gap-1 text-ink-muted text-xs">
            {t('slip.accept')}
            <select
              className={`${inputClass} text-left`}
              value={slip.priceChanges}
              onChange={(e) => {
                const priceChanges = e.target.value as PriceChanges;
                update((state) => ({ ...state, priceChanges }));
              }}
            >
              {(['none', 'better', 'any'] as const).map((choice) => (
                <option key={choice} value={choice}>
                  {t(`slip.accept.${choice}`)}
                </option>
              ))}
            </select>
          </label>
          <dl className="grid grid-cols-2 gap-y-1 text-sm">
            <dt className="text-ink-muted">{t('slip.totalStake')}</dt>
            <dd className="text-right font-semibold text-ink tabular-nums" data-testid="total-stake">
              {result.ok ? money(result.totalStake) : '—'}
            </dd>
            <dt className="text-ink-muted">{t('slip.potentialReturn')}</dt>
            <dd
              className="text-right font-bold text-lg text-success-text tabular-nums"
              data-testid="potential-return"
            >
              {result.ok ? money(result.potentialReturn) : '—'}
            </dd>
          </dl>
          {!result.ok && (
            <p className="text-ink-muted text-xs">{t(PROBLEM_TEXTS[result.problem] ?? 'slip.needsStake')}</p>
          )}
          <button
            type="button"
            disabled={!result.ok || isPlacing || slip.selections.some((s) => !s.available)}
            onClick={() => void place()}
            className="min-h-12 rounded-xl bg-accent font-bold text-accent-ink shadow-[0_8px_24px_-8px_var(--accent-glow)] hover:bg-accent-strong disabled:opacity-40"
          >
            {isPlacing ? t('slip.placing') : hasPending ? t('slip.retry') : t('slip.place')}
          </button>
        </>
      )}
      {notes.length > 0 && (
        <ul aria-live="polite" className="grid gap-1 text-sm">
          {notes.map((note) => (
            <li
              key={note.text}
              className={note.tone === 'ok' ? 'text-success-text' : 'text-danger-text'}
              role={note.tone === 'error' ? 'alert' : undefined}
            >
              {note.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
