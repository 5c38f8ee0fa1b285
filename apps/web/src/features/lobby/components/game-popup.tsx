import type { Game } from '@platform/contracts/games/categories';
import { Modal } from '@platform/ui/modal.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { lobbyQueries } from '../api/game-queries.ts';

const SKELETON_TILES = ['a', 'b', 'c', 'd'];

type GamePopupProps = {
  group: Game | null;
  onClose: () => void;
  /** The group's games as tiles: the tiles open this popup, so they hand themselves in. */
  tiles: (games: readonly Game[]) => ReactNode;
};

/** The spec's game popup: the games of a VASSALAGE group, each launchable. */
export default function GamePopup({ group, onClose, tiles }: GamePopupProps) {
  const { t } = useTranslation('lobby');
  const language = useLanguageStore((state) => state.language);
  // The title stays while the window closes, after the group is gone.
  const shown = useRef(group);
  if (group) shown.current = group;
  const vassalage = shown.current?.vassalage ?? '';
  const games = useQuery({
    ...lobbyQueries.vassalage(vassalage, language),
    enabled: vassalage !== '',
  });

  return (
    <Modal
      open={group !== null}
      onOpenChange={(open) => !open && onClose()}
      title={shown.current?.name}
      width={880}
    >
      <div className="flex flex-col gap-4">
        {games.isPending && (
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {SKELETON_TILES.map((key) => (
              <Skeleton key={key} className="aspect-[4/3] rounded-2xl" />
            ))}
          </div>
        )}
        {games.isError && (
          <ErrorState
            error={games.error}
            onRetry={() => void games.refetch()}
            isRetrying={games.isFetching}
          />
        )}
        {games.data?.length === 0 && (
          <p className="rounded-2xl border border-dashed border-line px-5 py-10 text-center text-sm text-ink-muted">
            {t('popupEmpty')}
          </p>
        )}
        {games.data && games.data.length > 0 && tiles(games.data)}
      </div>
    </Modal>
  );
}
