import { HOUSE_ROUND_MESSAGE } from '@platform/contracts/vendor-wallet/house';
import { EmptyState } from '@platform/ui/empty-state.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';
import { walletQueries } from '../../../shared/api/wallet-queries.ts';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { forgetGameAddress, readGameAddress } from '../../../shared/lib/game-address.ts';

/**
 * The spec's /game page: the launched game in an iframe, with a close button that goes back to
 * where the player came from. The balance is read again on the way out: the game moved money.
 * `toolbar` goes beside the close button (the live jackpots of the game).
 */
export function GameFramePage({ toolbar }: { toolbar?: ReactNode }): ReactNode {
  const { t } = useTranslation('lobby');
  const router = useRouter();
  const queryClient = useQueryClient();
  const address = readGameAddress();
  useDocumentTitle(t('gameTitle'));

  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(
    () => () => {
      void queryClient.invalidateQueries({ queryKey: MEMBER_DATA });
    },
    [queryClient],
  );

  // The header balance follows the game: the house games say when a round moved money, and any
  // other game is caught up with every half minute while it is open.
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: walletQueries.balance().queryKey });
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type === HOUSE_ROUND_MESSAGE) refresh();
    };
    window.addEventListener('message', onMessage);
    const poll = window.setInterval(refresh, 30_000);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(poll);
    };
  }, [queryClient]);

  if (!address)
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-10">
        <EmptyState title={t('noGame')} />
        <p className="mt-4 text-center">
          <Link to="/index" className="font-semibold text-accent underline-offset-4 hover:underline">
            {t('backHome')}
          </Link>
        </p>
      </div>
    );

  const close = () => {
    forgetGameAddress();
    if (router.history.length > 1) router.history.back();
    else void router.navigate({ to: '/index' });
  };

  // On a phone held sideways the site's header and the frame's least height would outgrow the screen
  // and scroll the game's own top bar away: there the frame covers the whole screen instead, under
  // a thin bar that keeps the way back.
  return (
    <div className="flex h-[calc(100dvh-4rem)] min-h-[480px] w-full flex-col bg-black phone-landscape:fixed phone-landscape:inset-0 phone-landscape:z-50 phone-landscape:h-dvh phone-landscape:min-h-0">
      <div className="flex items-center justify-end gap-2 bg-surface-1 px-3 py-1.5 phone-landscape:py-0">
        {toolbar}
        <button
          type="button"
          onClick={close}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-ink hover:bg-surface-2 focus-visible:outline-offset-2 phone-landscape:min-h-8 phone-landscape:text-sm"
        >
          <X aria-hidden="true" className="size-5" />
          {t('closeGame')}
        </button>
      </div>
      <iframe
        ref={frame}
        title={t('gameTitle')}
        src={address}
        className="w-full flex-1 border-0"
        allow="fullscreen; autoplay"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
