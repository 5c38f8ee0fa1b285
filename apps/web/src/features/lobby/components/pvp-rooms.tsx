import type { PvpRoom } from '@platform/contracts/games/pvp';
import { Button } from '@platform/ui/button.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { gameQueries } from '../../../shared/api/game-queries.ts';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';
import { vendorsByCode } from '../../../shared/lib/vendors-by-code.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { lobbyQueries } from '../api/game-queries.ts';
import { roomsByGame } from '../model/rooms-by-game.ts';
import { useLaunchGame } from '../model/use-launch-game.ts';

const SKELETON_ROWS = ['a', 'b', 'c'];

/** The card games' rooms (spec: pvp rooms): each table's stake and seats, joined by launching at it. */
export function PvpRooms(): ReactNode {
  const { t } = useTranslation('lobby');
  const { t: te } = useTranslation('errors');
  const language = useLanguageStore((state) => state.language);
  const rooms = useQuery(lobbyQueries.pvpRooms(language));
  const currency = useQuery(systemQueries.status()).data?.merchant.currency;
  const money = useMoneyFormat();
  const vendors = vendorsByCode(useQuery(gameQueries.menus()).data);
  const { launch, launching, error } = useLaunchGame();
  const join = (room: PvpRoom) =>
    launch(
      {
        nodeId: room.nodeId,
        code: room.gameCode,
        gameCategory: 'PVP',
        vendorCode: room.vendorCode,
        inMaintenance: room.inMaintenance,
      },
      room.roomId,
    );

  return (
    <section aria-labelledby="pvp-rooms-title" className="flex flex-col gap-4">
      <h2 id="pvp-rooms-title" className="text-xl font-bold tracking-tight">
        {t('roomsTitle')}
      </h2>
      {error && (
        <p role="alert" className="rounded-xl bg-surface-2 px-4 py-3 text-danger-text">
          {te(error.code)}
        </p>
      )}
      {rooms.isPending && (
        <div className="grid gap-3 sm:grid-cols-3">
          {SKELETON_ROWS.map((key) => (
            <Skeleton key={key} className="h-28 rounded-2xl" />
          ))}
        </div>
      )}
      {rooms.isError && (
        <ErrorState error={rooms.error} onRetry={() => void rooms.refetch()} isRetrying={rooms.isFetching} />
      )}
      {rooms.data?.length === 0 && (
        <p className="rounded-2xl border border-dashed border-line px-5 py-10 text-center text-sm text-ink-muted">
          {t('noRooms')}
        </p>
      )}
      {rooms.data && currency && (
        <div className="flex flex-col gap-6">
          {roomsByGame(rooms.data).map(({ nodeId, gameName, vendorCode, rooms: tables }) => (
            <section key={nodeId} aria-labelledby={`pvp-game-${nodeId}`} className="flex flex-col gap-3">
              <h3 id={`pvp-game-${nodeId}`} className="flex items-baseline gap-2 font-bold">
                {gameName}
                <span className="text-xs font-medium text-ink-muted">
                  {vendors.get(vendorCode)?.displayName ?? vendorCode}
                </span>
              </h3>
              <ul className="grid gap-3 sm:grid-cols-3">
                {tables.map((room) => {
                  const isLaunching = launching === room.roomId;
                  return (
                    <li
                      key={room.roomId}
                      className="flex items-center justify-between gap-3 rounded-2xl border border-line bg-surface-1 p-4 shadow-card"
                    >
                      <div className="flex min-w-0 flex-col gap-1">
                        <span className="truncate font-semibold">{room.name}</span>
                        <span className="text-sm text-ink-muted">
                          {t('roomMinBet', { amount: money(room.minBet, currency) })}
                        </span>
                        <span className="inline-flex items-center gap-1 text-sm text-ink-muted tabular-nums">
                          <Users aria-hidden="true" className="size-4" />
                          {t('roomPlayers', { players: room.players, seats: room.seats })}
                        </span>
                      </div>
                      <Button
                        variant="secondary"
                        className="shrink-0"
                        aria-busy={isLaunching}
                        aria-label={t('joinRoomLabel', { room: room.name, game: gameName })}
                        onClick={() => join(room)}
                      >
                        {isLaunching && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
                        {t('joinRoom')}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
