import type { RouteValue } from '@platform/contracts/endpoint';
import type { getLotteryGame } from '@platform/contracts/lottery/routes';
import { formatMinorUnits } from '@platform/contracts/money';
import { Button } from '@platform/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@platform/ui/tabs.tsx';
import { Dices, Eraser, ListPlus } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { betCount, type Selection } from '../model/bet-count.ts';
import { playLabel } from '../model/labels.ts';
import { quickPick } from '../model/quick-pick.ts';
import { lineStake, type SlipLine } from '../model/slip.ts';
import { PickRow } from './pick-row.tsx';
import { StakeControls } from './stake-controls.tsx';

type Game = RouteValue<typeof getLotteryGame>;
type PlayType = Game['playTypes'][number];

type PlayPickerProps = {
  game: Game;
  play: PlayType;
  onPlayChange: (code: string) => void;
  scale: number;
  money: (amount: string) => string;
  onAdd: (line: Omit<SlipLine, 'id'>) => void;
};

function oddsText(play: PlayType): string {
  const odds = play.prizes.map((prize) => Number(prize.odds)).sort((a, b) => a - b);
  const [low, high] = [odds[0], odds.at(-1)];
  if (low === undefined || high === undefined) return '';
  return low === high ? String(low) : `${low}–${high}`;
}

/**
 * The play types of the game's family as tabs, the chosen one's rows of numbers or sides, quick pick,
 * the stake, and the bet count and total worked out live; "add" puts the selection on the slip.
 */
export function PlayPicker({ game, play, onPlayChange, scale, money, onAdd }: PlayPickerProps): ReactNode {
  const { t } = useTranslation('lottery');
  const empty = (): Selection => play.rows.map(() => []);
  const [selection, setSelection] = useState<Selection>(empty);
  const [shownPlay, setShownPlay] = useState(play.code);
  const [unitAmount, setUnitAmount] = useState(game.minStake);
  const [multiplier, setMultiplier] = useState(1);
  const listRef = useRef<HTMLDivElement>(null);
  // The chosen play type (say from ?playType=) is brought into the sideways-scrolling list's view.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>(`[data-state="active"]`);
    if (list && active && play.code)
      list.scrollTo({ left: active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2 });
  }, [play.code]);
  if (shownPlay !== play.code) {
    setShownPlay(play.code);
    setSelection(empty());
  }
  const count = betCount(game.family, play.code, play.rows, selection);
  const stake = lineStake({ unitAmount, multiplier, betCount: count }, scale);
  const canAdd = count > 0 && stake !== null;

  return (
    <section className="min-w-0 rounded-3xl border border-line bg-surface-1 p-4 shadow-card sm:p-6">
      <Tabs value={play.code} onValueChange={onPlayChange}>
        <TabsList ref={listRef} aria-label={t('picker.playTypes')} className="relative">
          {game.playTypes.map((type) => (
            <TabsTrigger key={type.code} value={type.code}>
              {playLabel(t, type.code)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={play.code} className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-semibold text-warm-text">
              {t('picker.odds', { odds: oddsText(play) })}
            </p>
            <div className="flex gap-2">
              <Button variant="secondary" onClick={() => setSelection(quickPick(play.rows))}>
                <Dices aria-hidden="true" className="size-4" />
                {t('picker.quickPick')}
              </Button>
              <Button variant="ghost" onClick={() => setSelection(empty())}>
                <Eraser aria-hidden="true" className="size-4" />
                {t('picker.clear')}
              </Button>
            </div>
          </div>
          <div className="flex flex-col gap-4">
            {play.rows.map((row, index) => (
              <PickRow
                key={row.key}
                row={row}
                picks={selection[index] ?? []}
                onChange={(picks) =>
                  setSelection((current) =>
                    current.map((old, position) => (position === index ? picks : old)),
                  )
                }
              />
            ))}
          </div>
          <StakeControls
            unitAmount={unitAmount}
            onUnitAmountChange={setUnitAmount}
            multiplier={multiplier}
            onMultiplierChange={setMultiplier}
            limits={t('amount.limits', { min: money(game.minStake), max: money(game.maxStake) })}
          />
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
            <dl className="flex gap-6" aria-live="polite">
              <div>
                <dt className="text-xs text-ink-muted">{t('amount.betCount')}</dt>
                <dd className="text-xl font-bold tabular-nums" data-testid="bet-count">
                  {count}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-ink-muted">{t('amount.total')}</dt>
                <dd className="text-xl font-bold tabular-nums" data-testid="bet-total">
                  {money(formatMinorUnits(stake ?? 0n, scale))}
                </dd>
              </div>
            </dl>
            <Button
              disabled={!canAdd}
              onClick={() => {
                onAdd({ playType: play.code, selection, betCount: count, unitAmount, multiplier });
                setSelection(empty());
              }}
            >
              <ListPlus aria-hidden="true" className="size-4" />
              {t('slip.add')}
            </Button>
          </div>
        </TabsContent>
      </Tabs>
    </section>
  );
}
