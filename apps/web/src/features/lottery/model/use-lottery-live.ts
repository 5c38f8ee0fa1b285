import { LOTTERY_LIVE_PATH } from '@platform/contracts/lottery/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';
import { SESSION_KEY } from '../../../shared/api/session.ts';
import { readStorage } from '../../../shared/lib/storage.ts';
import { gameKey, MY_LOTTERY } from '../api/lottery-queries.ts';

const BURST_MS = 300;

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
    // One pass of the draw jobs moves several draws at once: their events make one refresh.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hasMoneyMoved = false;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: gameKey(gameCode) });
      if (!isMember) return;
      void queryClient.invalidateQueries({ queryKey: hasMoneyMoved ? MEMBER_DATA : MY_LOTTERY });
      hasMoneyMoved = false;
    };
    const onDraw = (event: MessageEvent<string>) => {
      const { status } = JSON.parse(event.data) as { status: string };
      if (status === 'settled' || status === 'cancelled') hasMoneyMoved = true;
      clearTimeout(timer);
      timer = setTimeout(refresh, BURST_MS);
    };
    source.addEventListener('draw', onDraw);
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [gameCode, isMember, queryClient]);
}
