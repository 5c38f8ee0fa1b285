import type { LoginValue } from '@platform/contracts/identity/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { popupResult } from './social-popup.ts';

const value: LoginValue = {
  token: 'token-from-popup-0123456789',
  secondStep: null,
  firstTimeLogin: false,
  passwordExpired: false,
  captcha: false,
  previousLoginAt: null,
};

/** A window standing in for the popup: the site only reads `closed` and compares it as a message source. */
function fakePopup() {
  return { closed: false } as { closed: boolean } & Window;
}

function post(
  data: unknown,
  { origin = window.location.origin, source }: { origin?: string; source: Window },
) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('popupResult', () => {
  it('takes the login the popup posts from the site origin', async () => {
    const popup = fakePopup();
    const result = popupResult(popup);
    post({ type: 'social-login', value }, { source: popup });
    await expect(result).resolves.toEqual(value);
  });

  it('ignores messages from another origin or another window', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    const result = popupResult(popup);
    post(
      { type: 'social-login', value: { ...value, token: 'forged' } },
      { origin: 'https://evil.example', source: popup },
    );
    post({ type: 'social-login', value: { ...value, token: 'forged' } }, { source: fakePopup() });
    post({ type: 'social-login', value }, { source: popup });
    await expect(result).resolves.toEqual(value);
  });

  it('turns a posted failure into an error with its code and message', async () => {
    const popup = fakePopup();
    const result = popupResult(popup);
    post({ type: 'social-login', errorCode: 'social.channel.off', message: 'Not here.' }, { source: popup });
    await expect(result).rejects.toMatchObject({ code: 'social.channel.off', message: 'Not here.' });
  });

  it('fails with popup closed when the visitor closes it without logging in, or it never opened', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    const result = popupResult(popup);
    const settled = expect(result).rejects.toMatchObject({ code: 'social.popup.closed' });
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(2000);
    await settled;
    await expect(popupResult(null)).rejects.toMatchObject({ code: 'social.popup.closed' });
  });

  it('still takes a login posted just before the popup closed itself', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    const result = popupResult(popup);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(450);
    post({ type: 'social-login', value }, { source: popup });
    await expect(result).resolves.toEqual(value);
  });
});
