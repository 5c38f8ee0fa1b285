import {
  SOCIAL_CHANNEL_SWITCH,
  SOCIAL_CHANNELS,
  type SocialChannel,
} from '@platform/contracts/identity/social';
import { isFeatureEnabled } from '@platform/contracts/system/feature-switches';
import { Button } from '@platform/ui/button.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Fingerprint, Gamepad2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { canUsePasskeys } from '../../../shared/lib/passkey-support.ts';
import { playForFree, sessionToken } from '../api/free-play.ts';
import { logInWithPasskey } from '../api/passkeys.ts';
import { signIn } from '../api/sign-in.ts';
import { openLoginPopup, popupResult } from '../api/social-popup.ts';
import { followUpPasswordlessLogin } from '../model/login-follow-up.ts';
import { PasskeyError } from './passkey-error.tsx';

/** Provider names are trademarks: the same in every language. */
const PROVIDER_NAMES: Record<SocialChannel, string> = { google: 'Google', facebook: 'Facebook' };

// The marks are decoration: the button's text names the provider, so screen readers skip them.
const PROVIDER_MARKS: Record<SocialChannel, ReactNode> = {
  google: (
    <span
      aria-hidden="true"
      className="grid size-6 place-items-center rounded-full bg-white text-sm font-black text-[#4285f4] ring-1 ring-line"
    >
      G
    </span>
  ),
  facebook: (
    <span
      aria-hidden="true"
      className="grid size-6 place-items-center rounded-full bg-[#1877f2] text-sm font-black text-white"
    >
      f
    </span>
  ),
};

type Way =
  | { kind: 'social'; channel: SocialChannel; popup: Window | null; withdrawOnly: boolean }
  | { kind: 'freePlay' }
  | { kind: 'passkey' };

/**
 * The login window's other ways in (spec section 2): quick login by passkey, Google and Facebook in a
 * popup, and the free trial, each shown only when the brand's switches enable it.
 */
export function AlternativeLogins(): ReactNode {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const close = useModalStore((state) => state.close);
  const openModal = useModalStore((state) => state.open);
  const language = useLanguageStore((state) => state.language);
  const { data: status } = useQuery(systemQueries.status());
  const isLoggedIn = useAuthStore((state) => state.member !== null);
  const mutation = useMutation({
    mutationFn: async (way: Way) => {
      if (way.kind === 'freePlay') {
        await playForFree(queryClient);
        return null;
      }
      const value = way.kind === 'passkey' ? await logInWithPasskey() : await popupResult(way.popup);
      await signIn(queryClient, sessionToken(value));
      return value;
    },
    // As after a password login, but no forced password change: there is no password (spec section 4).
    // A demo account has no previous login to show.
    onSuccess: (value, way) => {
      // A member on a break came in only to take their money out: straight to the withdrawal page.
      if (way.kind === 'social' && way.withdrawOnly) {
        close();
        void navigate({ to: '/member', search: { page: 'withdraw' } });
        return;
      }
      if (value) openModal(followUpPasswordlessLogin(value));
      else close();
      void navigate({ to: '/index' });
    },
  });
  const logInBy = (channel: SocialChannel, withdrawOnly: boolean) =>
    // The popup opens in the click itself: browsers block popups opened later.
    mutation.mutate({
      kind: 'social',
      channel,
      withdrawOnly,
      popup: openLoginPopup(channel, language, withdrawOnly),
    });
  // A break refused the provider's login: the member may still come in that way, only to withdraw.
  const excludedChannel =
    isApiError(mutation.error) &&
    mutation.error.code === 'protection.excluded' &&
    mutation.variables?.kind === 'social'
      ? mutation.variables.channel
      : null;
  if (!status) return null;
  const channels = SOCIAL_CHANNELS.filter((channel) =>
    isFeatureEnabled(status.whitelabel, SOCIAL_CHANNEL_SWITCH[channel]),
  );
  // A demo account opened from the login window is there to log in properly, not to open another demo.
  const hasFreePlay = !isLoggedIn && isFeatureEnabled(status.whitelabel, 'FREE_PLAY');
  const hasPasskey = !isLoggedIn && canUsePasskeys(status.whitelabel);
  if (channels.length === 0 && !hasFreePlay && !hasPasskey) return null;

  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-3 text-xs text-ink-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        {t('login.or')}
      </p>
      {hasPasskey && (
        <Button
          variant="secondary"
          disabled={mutation.isPending}
          aria-busy={mutation.isPending && mutation.variables?.kind === 'passkey'}
          onClick={() => mutation.mutate({ kind: 'passkey' })}
        >
          <Fingerprint aria-hidden="true" className="size-5 text-accent" />
          {t('passkey.quickLogin')}
        </Button>
      )}
      {channels.map((channel) => (
        <Button
          key={channel}
          variant="secondary"
          disabled={mutation.isPending}
          onClick={() => logInBy(channel, false)}
        >
          {PROVIDER_MARKS[channel]}
          {t('social.continue', { provider: PROVIDER_NAMES[channel] })}
        </Button>
      ))}
      {excludedChannel && (
        <Button
          variant="secondary"
          disabled={mutation.isPending}
          onClick={() => logInBy(excludedChannel, true)}
        >
          {t('login.withdrawOnly')}
        </Button>
      )}
      {hasFreePlay && (
        <Button
          variant="ghost"
          disabled={mutation.isPending}
          aria-busy={mutation.isPending && mutation.variables?.kind === 'freePlay'}
          onClick={() => mutation.mutate({ kind: 'freePlay' })}
        >
          <Gamepad2 aria-hidden="true" className="size-5" />
          {t('freePlay.button')}
        </Button>
      )}
      <PasskeyError error={mutation.error} />
    </div>
  );
}
