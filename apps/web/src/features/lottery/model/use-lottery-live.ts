import { LOTTERY_LIVE_PATH } from '@platform/contracts/lottery/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';
import { SESSION_KEY } from '../../../shared/api/session.ts';
import { readStorage } from '../../../shared/lib/storage.ts';
import { gameKey, MY_LOTTERY } from '../api/lottery-queries.ts';

/**
 * Follows the game's live stream (server-sent events): each draw change refetches the game, its
 * results and the member's bets; a settled or cancelled draw moved money, so the balance too.
 * EventSource reconnects by itself; the brand goes in the query, as it cannot send headers.
 */
export function useLotteryLive(gameCode: string, isMember: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const params = new URLSearchParams({ gameCode });
    const merchant = readStorage('session', SESSION_KEY.merchantCode);
    if (merchant) params.set('merchant', merchant);
    const source = new EventSource(`${LOTTERY_LIVE_PATH}?${params}`);
    const onDraw = (event: MessageEvent<string>) => {
      const { status } = JSON.parse(event.data) as { status: string };
      void queryClient.invalidateQueries({ queryKey: gameKey(gameCode) });
      if (!isMember) return;
      void queryClient.invalidateQueries({ queryKey: MY_LOTTERY });
      if (status === 'settled' || status === 'cancelled')
        void queryClient.invalidateQueries({ queryKey: MEMBER_DATA });
    };
    source.addEventListener('draw', onDraw);
    return () => source.close();
  }, [gameCode, isMember, queryClient]);
}
