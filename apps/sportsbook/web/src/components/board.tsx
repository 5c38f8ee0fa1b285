import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Market } from '../../../src/rules/markets.ts';
import { type BoardEvent, type BoardMarket, boardQuery } from '../api.ts';
import { useBook } from '../book.ts';
import type { Sport } from '../config.ts';
import { HEADLINE_KINDS, marketTitle, selectionLabel, shortLabel } from '../markets.ts';
import { type BoardPrice, refreshed, toggle } from '../slip.ts';
import { useSlip } from '../store.ts';

const OPEN_EVENT = new Set(['scheduled', 'live']);

const isAvailable = (event: BoardEvent, market: BoardMarket, status: string) =>
  OPEN_EVENT.has(event.status) && market.status === 'open' && status === 'open';

/** The sport's events, live first, with their markets; the slip follows every price it reads. */
export function Board({ sport }: { sport: Sport }) {
  const { t, store, config } = useBook();
  const board = useQuery(boardQuery(sport, config.sessionId));

  useEffect(() => {
    if (!board.data) return;
    const prices = new Map<string, BoardPrice>();
    for (const event of board.data)
      for (const market of event.markets)
        for (const s of market.selections)
          prices.set(s.selectionId, { price: s.price, available: isAvailable(event, market, s.status) });
    store.update((state) => refreshed(state, sport, prices));
  }, [board.data, sport, store]);

  if (board.isPending) return <p className="p-4 text-ink-muted">{t('board.loading')}</p>;
  if (board.isError && !board.data)
    return (
      <p role="alert" className="p-4 text-danger-text">
        {t('board.error')}
      </p>
    );
  if (board.data.length === 0) return <p className="p-4 text-ink-muted">{t('board.empty')}</p>;
  return (
    <ul className="grid gap-3">
      {board.data.map((event) => (
        <li key={event.eventId}>
          <EventCard event={event} sport={sport} />
        </li>
      ))}
    </ul>
  );
}

function StatusBadge({ status }: { status: BoardEvent['status'] }) {
  const { t } = useBook();
  const tone =
    status === 'live'
      ? 'bg-danger/15 text-danger-text'
      : status === 'suspended'
        ? 'bg-warm/15 text-warm-text'
        : 'bg-surface-3 text-ink-muted';
  return (
    <span className={`rounded-full px-2 py-0.5 font-semibold text-xs ${tone}`}>
      {status === 'live' && (
        <span
          aria-hidden="true"
          className="mr-1 inline-block size-1.5 rounded-full bg-danger align-middle motion-safe:animate-pulse"
        />
      )}
      {t(`status.${status}`)}
    </span>
  );
}

function EventCard({ event, sport }: { event: BoardEvent; sport: Sport }) {
  const { t, time } = useBook();
  const [isExpanded, setExpanded] = useState(false);
  const headline = event.markets.filter((m) => HEADLINE_KINDS.has(m.market.kind));
  const shown = isExpanded || headline.length === 0 ? event.markets : headline;
  const more = event.markets.length - headline.length;
  return (
    <article
      className="rounded-xl border border-line bg-surface-1 p-3 shadow-sm"
      aria-labelledby={`event-${event.eventId}`}
    >
      <div className="flex flex-wrap items-center gap-2 text-ink-muted text-xs">
        <StatusBadge status={event.status} />
        <span className="truncate">{event.competition}</span>
        <span className="ml-auto">
          <time dateTime={event.startsAt}>{t('board.startsAt', { time: time(event.startsAt) })}</time>
        </span>
      </div>
      <h3 id={`event-${event.eventId}`} className="mt-1.5 font-semibold text-base text-ink">
        {event.home} <span className="text-ink-subtle">v</span> {event.away}
      </h3>
      <div className="mt-2 grid gap-3">
        {shown.map((market) => (
          <MarketBlock key={market.marketId} event={event} market={market} sport={sport} />
        ))}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 border-line border-t pt-2 text-ink-subtle text-xs">
        {more > 0 && headline.length > 0 && (
          <button
            type="button"
            className="min-h-8 rounded font-semibold text-accent-text hover:underline"
            aria-expanded={isExpanded}
            onClick={() => setExpanded(!isExpanded)}
          >
            {isExpanded ? t('board.fewerMarkets') : t('board.moreMarkets', { count: more })}
          </button>
        )}
        {event.commitment && (
          <span className="ml-auto flex min-w-0 items-center gap-2">
            <span className="shrink-0">{t('board.commitment')}</span>
            <code className="truncate font-mono" title={event.commitment}>
              {event.commitment.slice(0, 16)}…
            </code>
            <a
              className="shrink-0 font-semibold text-accent-text hover:underline"
              href={`/api/events/${event.eventId}/proof`}
              target="_blank"
              rel="noopener"
            >
              {t('board.proof')}
            </a>
          </span>
        )}
      </div>
    </article>
  );
}

const columnsOf = (market: Market, count: number) =>
  market.kind === 'correct_score'
    ? 'grid-cols-3 sm:grid-cols-5'
    : count === 3
      ? 'grid-cols-3'
      : count === 2
        ? 'grid-cols-2'
        : 'grid-cols-2 sm:grid-cols-3';

function MarketBlock({ event, market, sport }: { event: BoardEvent; market: BoardMarket; sport: Sport }) {
  const { t, price, store } = useBook();
  const slip = useSlip(store);
  const title = marketTitle(market.market, t);
  const picked = new Set(slip.selections.map((s) => s.selectionId));
  return (
    <section aria-label={title}>
      <h4 className="mb-1 font-medium text-ink-muted text-xs">
        {title}
        {market.status !== 'open' && (
          <span className="ml-2 text-warm-text">
            {t(market.status === 'suspended' ? 'status.suspended' : 'board.closed')}
          </span>
        )}
      </h4>
      <div className={`grid gap-1.5 ${columnsOf(market.market, market.selections.length)}`}>
        {market.selections.map((selection) => {
          const name = selectionLabel(market.market, selection.code, event, t);
          const short = shortLabel(market.market, selection.code, event, t);
          const isPicked = picked.has(selection.selectionId);
          return (
            <button
              key={selection.selectionId}
              type="button"
              disabled={!isAvailable(event, market, selection.status)}
              aria-pressed={isPicked}
              data-selection={selection.selectionId}
              onClick={() =>
                store.update((state) =>
                  toggle(state, {
                    selectionId: selection.selectionId,
                    eventId: event.eventId,
                    sport,
                    price: selection.price,
                    event: `${event.home} v ${event.away}`,
                    market: title,
                    name,
                  }),
                )
              }
              aria-label={`${name} ${price(selection.price)}`}
              className={`flex min-h-11 min-w-0 flex-col items-start justify-center gap-0.5 rounded-lg border px-2.5 py-1.5 text-left text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-2 transition-colors focus-visible:outline-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-40 ${
                isPicked
                  ? 'border-accent bg-accent text-accent-ink'
                  : 'border-line bg-surface-2 text-ink hover:border-accent enabled:hover:bg-surface-3'
              }`}
            >
              <span className="w-full min-w-0 truncate text-xs opacity-85 sm:w-auto">{short}</span>
              <span className={`font-bold tabular-nums ${isPicked ? '' : 'text-accent-text'}`}>
                {price(selection.price)}
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
