import type { StaffGame } from '@platform/contracts/catalogue/game-schemas';
import type { GameCategory } from '@platform/contracts/games/categories';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSrc } from '../../../shared/lib/read-image.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { useUpdateGame, useUploadGameImage } from '../api/games-queries.ts';

type Flag = 'enabled' | 'inMaintenance' | 'isHot' | 'isNew' | 'isRecommended';

const FLAGS: readonly Flag[] = ['enabled', 'inMaintenance', 'isHot', 'isNew', 'isRecommended'];
const fieldClass = 'h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink';

/**
 * Edits one game: its state and flags, order, category, image, maximum win and, for a house game, its
 * stake limits; the server audits the change.
 */
export function GameDialog({
  game,
  merchant,
  imageHost,
  onClose,
}: {
  game: StaffGame;
  merchant: string;
  imageHost: string;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation();
  const update = useUpdateGame();
  const upload = useUploadGameImage();
  const [flags, setFlags] = useState<Record<Flag, boolean>>({
    enabled: game.enabled,
    inMaintenance: game.inMaintenance,
    isHot: game.isHot,
    isNew: game.isNew,
    isRecommended: game.isRecommended,
  });
  const [icon, setIcon] = useState(game.icon);

  async function pickImage(file: File | undefined) {
    if (!file) return;
    const uploaded = await upload.mutateAsync({ merchant, image: file }).catch(() => undefined);
    if (uploaded) setIcon(uploaded.path);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const maxWin = String(form.get('maxWin') ?? '').trim();
    const limit = (name: string) => String(form.get(name) ?? '').trim() || null;
    const saved = await update
      .mutateAsync({
        merchant,
        id: game.id,
        ...flags,
        sortOrder: Number(form.get('sortOrder')),
        category: String(form.get('category')) as GameCategory,
        ...(icon === game.icon ? {} : { icon }),
        maxWinMultiplier: maxWin === '' ? null : Number(maxWin),
        ...(game.houseGame ? { minStake: limit('minStake'), maxStake: limit('maxStake') } : {}),
      })
      .catch(() => undefined);
    if (saved) onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('games.edit.title', { name: game.name })}
      width={520}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex items-center gap-4">
          <img
            src={imageSrc(imageHost, icon)}
            alt=""
            className="size-20 rounded-xl bg-surface-2 object-cover"
          />
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t('games.image')}
            <input
              type="file"
              accept="image/png,image/jpeg"
              onChange={(event) => void pickImage(event.target.files?.[0])}
              className="text-sm"
            />
            <span className="text-xs font-normal text-ink-muted">{t('games.image.hint')}</span>
          </label>
        </div>
        <ErrorText error={upload.error} />
        <fieldset className="grid grid-cols-2 gap-2 text-sm">
          <legend className="mb-1 font-medium">{t('games.state')}</legend>
          {FLAGS.map((flag) => (
            <label key={flag} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={flags[flag]}
                onChange={(event) => setFlags({ ...flags, [flag]: event.target.checked })}
                className="size-4"
              />
              {t(`games.field.${flag}`)}
            </label>
          ))}
        </fieldset>
        <div className="grid grid-cols-2 gap-3">
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t('games.sortOrder')}
            <input
              name="sortOrder"
              type="number"
              min={-10000}
              max={10000}
              step={1}
              required
              defaultValue={game.sortOrder}
              className={fieldClass}
            />
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t('games.category')}
            <select name="category" defaultValue={game.category} className={fieldClass}>
              {game.categories.map((category) => (
                <option key={category} value={category}>
                  {t(`games.category.${category}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t('games.maxWin')}
          <input
            name="maxWin"
            type="number"
            min={1}
            max={1000000}
            step={1}
            defaultValue={game.maxWinMultiplier ?? ''}
            placeholder={t('games.maxWin.none')}
            className={fieldClass}
          />
          <span className="text-xs font-normal text-ink-muted">{t('games.maxWin.hint')}</span>
        </label>
        {game.houseGame && (
          <fieldset className="grid grid-cols-2 gap-3">
            <legend className="mb-1 text-sm font-medium">{t('games.stakes')}</legend>
            {(['minStake', 'maxStake'] as const).map((name) => (
              <label key={name} className="flex flex-col gap-1.5 text-sm font-medium">
                {t(`games.stakes.${name}`)}
                <input
                  name={name}
                  inputMode="decimal"
                  pattern={'\\d+(\\.\\d+)?'}
                  defaultValue={game[name] ?? ''}
                  placeholder={t('games.stakes.none')}
                  className={fieldClass}
                />
              </label>
            ))}
            <span className="col-span-2 text-xs font-normal text-ink-muted">{t('games.stakes.hint')}</span>
          </fieldset>
        )}
        <ErrorText error={update.error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" disabled={update.isPending || upload.isPending}>
            {t('games.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
