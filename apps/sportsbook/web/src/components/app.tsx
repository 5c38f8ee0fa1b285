import { useState } from 'react';
import { ODDS_FORMATS, type OddsFormat } from '../../../src/rules/odds.ts';
import { type Book, BookContext, useBook } from '../book.ts';
import { SPORTS, type Sport } from '../config.ts';
import { preview } from '../slip.ts';
import { rememberOddsFormat, useSlip } from '../store.ts';
import { Board } from './board.tsx';
import { MyBets } from './my-bets.tsx';
import { SlipPanel } from './slip-panel.tsx';

type View = 'board' | 'bets';

export function App(props: Omit<Book, 'format'> & { format: OddsFormat }) {
  const [format, setFormat] = useState(props.format);
  const book = { ...props, format };
  return (
    <BookContext value={book}>
      <Page
        onFormat={(next) => {
          rememberOddsFormat(next);
          setFormat(next);
        }}
      />
    </BookContext>
  );
}

const tabClass = (isActive: boolean) =>
  `min-h-10 shrink-0 rounded-full px-4 font-semibold text-sm transition-colors focus-visible:outline-2 focus-visible:outline-focus ${
    isActive ? 'bg-accent text-accent-ink' : 'bg-surface-2 text-ink-muted hover:text-ink'
  }`;

function Page({ onFormat }: { onFormat: (format: OddsFormat) => void }) {
  const { t, config, format } = useBook();
  const [sport, setSport] = useState<Sport>(config.sport);
  const [view, setView] = useState<View>('board');
  return (
    <div className="min-h-dvh pb-24 lg:pb-6">
      <header className="sticky top-0 z-20 border-line border-b bg-surface-1/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-3 py-2">
          <h1 className="mr-auto font-bold text-ink text-lg">{t('title')}</h1>
          <label className="flex items-center gap-2 text-ink-muted text-xs">
            {t('odds.label')}
            <select
              className="min-h-9 rounded-lg border border-line bg-surface-2 px-2 text-ink text-sm"
              value={format}
              onChange={(e) => onFormat(e.target.value as OddsFormat)}
              data-testid="odds-format"
            >
              {ODDS_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {t(`odds.${f}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <nav aria-label={t('title')} className="mx-auto flex max-w-6xl gap-1.5 overflow-x-auto px-3 pb-2">
          {(['board', 'bets'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-current={view === v ? 'page' : undefined}
              className={tabClass(view === v)}
              onClick={() => setView(v)}
            >
              {t(v === 'board' ? 'view.board' : 'view.myBets')}
            </button>
          ))}
        </nav>
      </header>
      <div className="mx-auto grid max-w-6xl gap-4 px-3 pt-3 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <main className="min-w-0">
          {view === 'board' ? (
            <>
              <div
                role="tablist"
                aria-label={t('view.board')}
                className="mb-3 flex gap-1.5 overflow-x-auto pb-1"
              >
                {SPORTS.map((s) => (
                  <button
                    key={s}
                    type="button"
                    role="tab"
                    aria-selected={sport === s}
                    className={tabClass(sport === s)}
                    onClick={() => setSport(s)}
                  >
                    {t(`sport.${s}`)}
                  </button>
                ))}
              </div>
              <Board sport={sport} />
            </>
          ) : (
            <MyBets />
          )}
        </main>
        <aside className="hidden lg:block">
          <div className="sticky top-28 max-h-[calc(100dvh-8rem)] overflow-y-auto rounded-xl border border-line bg-surface-1 p-3">
            <SlipPanel />
          </div>
        </aside>
      </div>
      <PhoneSlip />
    </div>
  );
}

/** On a phone the slip is a bottom sheet: a bar with the count and stake, opening to the whole slip. */
function PhoneSlip() {
  const { t, config, money, store } = useBook();
  const slip = useSlip(store);
  const [isOpen, setOpen] = useState(false);
  const count = slip.selections.length;
  const result = preview(slip, config.scale);
  return (
    <div className="lg:hidden">
      {isOpen && (
        <button
          type="button"
          aria-label={t('slip.close')}
          className="fixed inset-0 z-30 bg-black/50"
          onClick={() => setOpen(false)}
        />
      )}
      <div
        className={`fixed inset-x-0 bottom-0 z-40 rounded-t-2xl border-line border-t bg-surface-1 shadow-[0_-12px_30px_-12px_rgb(0_0_0/0.5)] ${isOpen ? 'max-h-[85dvh] overflow-y-auto' : ''}`}
      >
        <button
          type="button"
          aria-expanded={isOpen}
          aria-label={isOpen ? t('slip.close') : t('slip.open')}
          onClick={() => setOpen(!isOpen)}
          className="sticky top-0 z-10 flex min-h-14 w-full items-center gap-3 bg-surface-1 px-4"
        >
          <span
            aria-hidden="true"
            className="absolute top-1.5 left-1/2 h-1 w-10 -translate-x-1/2 rounded-full bg-line"
          />
          <span className="font-bold text-ink">{t('slip.title')}</span>
          <span className="rounded-full bg-accent px-2 py-0.5 font-bold text-accent-ink text-xs">
            {count}
          </span>
          {result.ok && (
            <span className="ml-auto text-ink-muted text-sm tabular-nums">{money(result.totalStake)}</span>
          )}
        </button>
        {isOpen && (
          <div className="px-4 pb-6">
            <SlipPanel isSheet />
          </div>
        )}
      </div>
    </div>
  );
}
