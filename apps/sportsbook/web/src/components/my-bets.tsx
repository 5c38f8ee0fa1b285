import { parseMoney } from '@platform/contracts/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Market } from '../../../src/rules/markets.ts';
import { BookAnswer, cashOut, type MyBet, myBetsQuery, newKey } from '../api.ts';
import { useBook } from '../book.ts';
import { marketTitle, selectionLabel, systemName } from '../markets.ts';
import { refusalTexts } from '../messages.ts';
import { keyOf } from '../texts.ts';

/** The market a bet's leg names by its key (the book's market keys: `ah:-1` is Asian handicap -0.25). */
function marketOfKey(key: string): Market | null {
  const [prefix, value] = key.split(':');
  const line = Number(value);
  switch (prefix) {
    case '1x2':
      return { kind: 'match_result' };
    case 'ml':
      return { kind: 'money_line' };
    case 'cs':
      return { kind: 'correct_score' };
    case 'btts':
      return { kind: 'both_teams_to_score' };
    case 'winner':
      return { kind: 'esports_match_winner' };
    case 'top':
      return { kind: 'top_batsman', batsmen: [] };
    case 'fight':
      return { kind: 'cockfight', drawRule: 'void_sides' };
    case 'ah':
      return Number.isInteger(line) ? { kind: 'asian_handicap', line } : null;
    case 'ou':
      return Number.isInteger(line) ? { kind: 'over_under', line } : null;
    case 'mh':
      return Number.isInteger(line) ? { kind: 'map_handicap', line } : null;
    case 'maps':
      return Number.isInteger(line) ? { kind: 'total_maps', line } : null;
    case 'runs':
      return Number.isInteger(line) ? { kind: 'total_runs', line } : null;
    default:
      return null;
  }
}

const STATUS_TONE: Record<MyBet['status'], string> = {
  open: 'bg-accent/15 text-accent-text',
  pending: 'bg-surface-3 text-ink-muted',
  won: 'bg-success/15 text-success-text',
  cashed_out: 'bg-success/15 text-success-text',
  lost: 'bg-danger/15 text-danger-text',
  void: 'bg-surface-3 text-ink-muted',
};

/** The session's bets, newest first as the book lists them, with cash-out on those it offers it for. */
export function MyBets() {
  const { t, config } = useBook();
  const bets = useQuery(myBetsQuery(config.sessionId));
  if (bets.isPending) return <p className="p-4 text-ink-muted">{t('bets.loading')}</p>;
  if (bets.isError && !bets.data)
    return (
      <p role="alert" className="p-4 text-danger-text">
        {t('bets.error')}
      </p>
    );
  if (bets.data.length === 0) return <p className="p-4 text-ink-muted">{t('bets.empty')}</p>;
  return (
    <ul className="grid gap-3">
      {bets.data.map((bet) => (
        <li key={bet.betId}>
          <BetCard bet={bet} />
        </li>
      ))}
    </ul>
  );
}

function BetCard({ bet }: { bet: MyBet }) {
  const { t, price, time, config } = useBook();
  const title =
    bet.kind === 'single'
      ? t('bets.single')
      : bet.kind === 'accumulator'
        ? t('bets.accumulator', { count: bet.legs.length })
        : t('bets.system', { name: systemName(bet.system ?? '') });
  const amount = (value: string) => `${value} ${config.currency}`;
  return (
    <article className="rounded-xl border border-line bg-surface-1 p-3 text-sm" data-bet={bet.betId}>
      <div className="flex items-center gap-2">
        <h3 className="font-semibold text-ink">{title}</h3>
        <span className={`rounded-full px-2 py-0.5 font-semibold text-xs ${STATUS_TONE[bet.status]}`}>
          {t(`bets.status.${bet.status}`)}
        </span>
        <span className="ml-auto text-ink-subtle text-xs">
          {t('bets.placedAt', { time: time(bet.placedAt) })}
        </span>
      </div>
      <ul className="mt-2 grid gap-1.5">
        {bet.legs.map((leg) => {
          const market = marketOfKey(leg.marketKey);
          const sides = { home: leg.home, away: leg.away };
          const outcome = leg.outcome ? keyOf(`outcome.${leg.outcome}`) : undefined;
          return (
            <li
              key={`${leg.eventId}-${leg.marketKey}-${leg.code}`}
              className="flex items-start gap-2 border-line border-l-2 pl-2"
            >
              <div className="min-w-0 flex-1">
                <p className="text-ink">{market ? selectionLabel(market, leg.code, sides, t) : leg.code}</p>
                <p className="truncate text-ink-muted text-xs">
                  {market ? marketTitle(market, t) : leg.marketKey} · {leg.home} v {leg.away}
                </p>
              </div>
              <span className="font-semibold text-accent-text tabular-nums">{price(leg.price)}</span>
              {outcome && <span className="text-ink-muted text-xs">{t(outcome)}</span>}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-ink-muted text-xs">
        <span>{t('bets.stake', { amount: amount(bet.totalStake) })}</span>
        <span>{t('bets.potentialReturn', { amount: amount(bet.potentialReturn) })}</span>
        {bet.paid !== null && (
          <span className="font-semibold text-success-text">
            {t('bets.paid', { amount: amount(bet.paid) })}
          </span>
        )}
      </p>
      {bet.status === 'open' && bet.cashOut && <CashOut bet={bet} offer={bet.cashOut.offer} />}
    </article>
  );
}

/**
 * Cash-out in two steps (the offer, then its confirmation), the full stake or a part of it. The key is
 * kept until the book answers, so a retry after no answer cashes out once.
 */
function CashOut({ bet, offer }: { bet: MyBet; offer: string }) {
  const { t, price, config } = useBook();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [part, setPart] = useState('');
  const [isPartial, setPartial] = useState(false);
  const [pending, setPending] = useState<{ key: string; offer: string; part: string } | null>(null);
  const [isWorking, setWorking] = useState(false);
  const [note, setNote] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const amount = (value: string) => `${value} ${config.currency}`;
  const partStake = isPartial ? part.trim() : '';
  const isPartValid = !isPartial || (parseMoney(partStake, config.scale) ?? 0n) > 0n;

  async function confirm(atOffer: string) {
    const attempt =
      pending && pending.offer === atOffer && pending.part === partStake
        ? pending
        : { key: newKey(), offer: atOffer, part: partStake };
    setPending(attempt);
    setWorking(true);
    setNote(null);
    try {
      const answer = await cashOut(
        config.sessionId,
        bet.betId,
        atOffer,
        attempt.key,
        attempt.part || undefined,
      );
      setPending(null);
      setConfirming(null);
      setNote({ tone: 'ok', text: t('cashOut.done', { amount: amount(answer.paid) }) });
      void queryClient.invalidateQueries({ queryKey: ['bets'] });
    } catch (error) {
      if (error instanceof BookAnswer) {
        setPending(null);
        if (error.body.error === 'offer_changed' && typeof error.body.offer === 'string') {
          setConfirming(error.body.offer);
          setNote({ tone: 'error', text: t('cashOut.offer_changed', { amount: amount(error.body.offer) }) });
          return;
        }
        setConfirming(null);
        // The offer changed to none: the book no longer offers it (a leg suspended or settled).
        if (error.body.error === 'offer_changed') {
          setNote({ tone: 'error', text: t('cashOut.not_offered') });
          return;
        }
      }
      setNote({
        tone: 'error',
        text: refusalTexts(error, t, { price, currency: config.currency }).join(' '),
      });
    } finally {
      setWorking(false);
    }
  }

  const buttonClass = 'min-h-10 rounded-lg px-3 font-semibold text-sm disabled:opacity-40';
  return (
    <div className="mt-3 grid gap-2 border-line border-t pt-3">
      {confirming === null ? (
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={`${buttonClass} bg-warm text-surface-0`}
            onClick={() => setConfirming(offer)}
          >
            {t('cashOut.button', { amount: amount(offer) })}
          </button>
          <label className="flex items-center gap-2 text-ink-muted text-xs">
            <input type="checkbox" checked={isPartial} onChange={(e) => setPartial(e.target.checked)} />
            {t('cashOut.partial')}
          </label>
          {isPartial && (
            <label className="flex items-center gap-2 text-ink-muted text-xs">
              {t('cashOut.part')}
              <input
                className="min-h-9 w-24 rounded-md border border-line bg-surface-0 px-2 text-right text-ink"
                inputMode="decimal"
                value={part}
                onChange={(e) => setPart(e.target.value)}
              />
            </label>
          )}
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-ink">{t('cashOut.confirm', { amount: amount(confirming) })}</span>
          <button
            type="button"
            disabled={isWorking || !isPartValid}
            className={`${buttonClass} bg-warm text-surface-0`}
            onClick={() => void confirm(confirming)}
          >
            {isWorking ? t('cashOut.working') : t('cashOut.button', { amount: amount(confirming) })}
          </button>
          <button
            type="button"
            className={`${buttonClass} text-ink-muted`}
            onClick={() => setConfirming(null)}
          >
            {t('cashOut.cancel')}
          </button>
        </div>
      )}
      {note && (
        <p
          role={note.tone === 'error' ? 'alert' : 'status'}
          className={note.tone === 'ok' ? 'text-success-text' : 'text-danger-text'}
        >
          {note.text}
        </p>
      )}
    </div>
  );
}
