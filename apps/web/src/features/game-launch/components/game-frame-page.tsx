import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { forgetGameAddress, readGameAddress } from '../../../shared/lib/game-address.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';

/**
 * The spec's /game page: the launched game in an iframe, with a close button that goes back to
 * where the player came from. The balance is read again on the way out: the game moved money.
 */
export function GameFramePage(): ReactNode {
  const { t } = useTranslation('lobby');
  const router = useRouter();
  const queryClient = useQueryClient();
  const address = readGameAddress();
  useDocumentTitle(t('gameTitle'));

  useEffect(
    () => () => {
      void queryClient.invalidateQueries({ queryKey: MEMBER_DATA });
    },
    [queryClient],
  );

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

  return (
    <div className="flex h-[calc(100dvh-4rem)] min-h-[480px] w-full flex-col bg-black">
      <div className="flex items-center justify-end gap-2 bg-surface-1 px-3 py-1.5">
        <button
          type="button"
          onClick={close}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-ink hover:bg-surface-2 focus-visible:outline-offset-2"
        >
          <X aria-hidden="true" className="size-5" />
          {t('closeGame')}
        </button>
      </div>
      <iframe
        title={t('gameTitle')}
        src={address}
        className="w-full flex-1 border-0"
        allow="fullscreen; autoplay"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
