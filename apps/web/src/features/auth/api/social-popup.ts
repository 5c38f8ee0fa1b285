import type { LoginValue } from '@platform/contracts/identity/schemas';
import {
  type SocialChannel,
  type SocialLoginResult,
  socialLoginStartPath,
} from '@platform/contracts/identity/social';
import i18next from 'i18next';
import { ApiError, type ApiErrorCode } from '../../../shared/api/api-error.ts';

const POPUP_FEATURES = 'popup,width=520,height=680';
/** How often the site looks whether the visitor closed the popup; a result posted just before closing still wins. */
const CLOSED_CHECK_MS = 400;

/**
 * Opens the third-party login popup (loginPopupModal) on the start of the channel's login. Called
 * straight from the click, so that browsers let the popup open.
 */
export function openLoginPopup(
  channel: SocialChannel,
  language: string,
  withdrawOnly = false,
): Window | null {
  return window.open(
    socialLoginStartPath(channel, language, withdrawOnly),
    `social-login-${channel}`,
    POPUP_FEATURES,
  );
}

const closedByUser = () =>
  new ApiError({
    code: 'social.popup.closed',
    status: 0,
    message: i18next.t('social.popup.closed', { ns: 'errors' }),
  });

/**
 * The popup's outcome: the login it hands back by postMessage, accepted only from that popup on the
 * site's own origin; a popup closed (or blocked) without one is a failed login to retry.
 */
export function popupResult(popup: Window | null): Promise<LoginValue> {
  return new Promise((resolve, reject) => {
    if (popup === null) {
      reject(closedByUser());
      return;
    }
    let isSettled = false;
    const settle = () => {
      isSettled = true;
      window.removeEventListener('message', onMessage);
      window.clearInterval(closedCheck);
    };
    const onMessage = (event: MessageEvent<SocialLoginResult | undefined>) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const result = event.data;
      if (result?.type !== 'social-login') return;
      settle();
      if ('value' in result) resolve(result.value);
      else
        reject(new ApiError({ code: result.errorCode as ApiErrorCode, status: 0, message: result.message }));
    };
    const closedCheck = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(closedCheck);
      window.setTimeout(() => {
        if (isSettled) return;
        settle();
        reject(closedByUser());
      }, CLOSED_CHECK_MS);
    }, CLOSED_CHECK_MS);
    window.addEventListener('message', onMessage);
  });
}
