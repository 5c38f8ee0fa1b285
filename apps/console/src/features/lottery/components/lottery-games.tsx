import { PRIZE_MODES } from '@platform/contracts/lottery/schemas';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { type GameRow, lotteryGamesQuery, useGameSettings } from '../api/lottery-queries.ts';

const inputClass = 'min-h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink';

/** The brand's lottery games (a fixed catalogue, read whole) with their prize modes, limits and schedules. */
export function LotteryGames({ merchant }: { merchant: string }): ReactNode {
  const { t } = useTranslation();
  const canManage = useCan('lottery.games.manage');
  const { data, error } = useQuery(lotteryGamesQuery(merchant));
  const [editing, setEditing] = useState<GameRow | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <ErrorText error={error} />
      <div className="overflow-x-auto rounded-2xl border border-line">
        <table className="w-full text-sm">
          <thead className="bg-surface-2 text-start text-ink-muted">
            <tr>
              <th className="px-3 py-2 text-start">{t('lottery.game')}</th>
              <th className="px-3 py-2 text-start">{t('lottery.prizeMode')}</th>
              <th className="px-3 py-2 text-end">{t('lottery.stakes')}</th>
              <th className="px-3 py-2 text-start">{t('lottery.schedule')}</th>
              <th className="px-3 py-2 text-start">{t('lottery.enabled')}</th>
              <th className="px-3 py-2">
                <span className="sr-only">{t('promotions.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.games.map((game) => (
              <tr key={game.gameCode} className="border-t border-line">
                <td className="px-3 py-2">
                  <span className="flex flex-col">
                    <span className="font-semibold">{game.name}</span>
                    <span className="text-xs text-ink-muted">
                      {game.gameCode} · {game.kind} · {game.family}
                    </span>
                  </span>
                </td>
                <td className="px-3 py-2">
                  {game.prizeMode} <span className="text-xs text-ink-muted">v{game.oddsVersion}</span>
                </td>
                <td className="px-3 py-2 text-end tabular-nums">
                  {game.minStake} – {game.maxStake}
                  <span className="block text-xs text-ink-muted">
                    {t('lottery.perDraw', { amount: game.maxStakePerDraw })}
                  </span>
                </td>
                <td className="px-3 py-2">
                  {game.intervalSeconds
                    ? t('lottery.every', { seconds: game.intervalSeconds })
                    : game.scheduleTimes.join(', ')}
                </td>
                <td className="px-3 py-2">{game.enabled ? t('lottery.on') : t('lottery.off')}</td>
                <td className="px-3 py-2 text-end">
                  {canManage ? (
                    <Button variant="secondary" className="min-h-9 px-3" onClick={() => setEditing(game)}>
                      {t('lottery.editGame')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing ? (
        <GameSettingsDialog merchant={merchant} game={editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}

function GameSettingsDialog({
  merchant,
  game,
  onClose,
}: {
  merchant: string;
  game: GameRow;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation();
  const save = useGameSettings();
  const [form, setForm] = useState(game);
  const patch = (changes: Partial<GameRow>) => setForm((before) => ({ ...before, ...changes }));
  const limitsOrdered =
    Number(form.minStake) <= Number(form.maxStake) && Number(form.maxStake) <= Number(form.maxStakePerDraw);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!limitsOrdered) return;
    save.mutate(
      {
        merchant,
        gameCode: game.gameCode,
        prizeMode: form.prizeMode,
        minStake: form.minStake,
        maxStake: form.maxStake,
        maxStakePerDraw: form.maxStakePerDraw,
        enabled: form.enabled,
      },
      { onSuccess: onClose },
    );
  }
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('lottery.editGameTitle', { name: game.name })}
      description={t('lottery.prizeModeHint')}
    >
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm">
          {t('lottery.prizeMode')}
          <select
            value={form.prizeMode}
            onChange={(event) =>
              patch({ prizeMode: PRIZE_MODES.find((mode) => mode === event.target.value) })
            }
            className={inputClass}
          >
            {PRIZE_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {mode}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 self-end text-sm">
          <input
            type="checkbox"
            checked={form.enabled}
            onChange={(event) => patch({ enabled: event.target.checked })}
          />
          {t('lottery.enabled')}
        </label>
        {(['minStake', 'maxStake', 'maxStakePerDraw'] as const).map((field) => (
          <label key={field} className="flex flex-col gap-1 text-sm">
            {t(`lottery.${field}`)}
            <input
              required
              inputMode="decimal"
              pattern="\d+(\.\d{1,4})?"
              value={form[field]}
              onChange={(event) => patch({ [field]: event.target.value })}
              className={inputClass}
            />
          </label>
        ))}
        {limitsOrdered ? null : (
          <p className="text-sm text-danger sm:col-span-2">{t('lottery.limitsOrder')}</p>
        )}
        <div className="flex flex-col gap-2 sm:col-span-2">
          <ErrorText error={save.error} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('action.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending || !limitsOrdered}>
              {t('promotions.save')}
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
