import { humanCheckChallenge } from '@platform/contracts/captcha/routes';
import 'altcha/altcha.css';
import 'altcha/external';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import ShaWorker from 'altcha/workers/sha?worker';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/call-api.ts';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import './human-check-widget.css';

// The external build ships no workers, so none is made from a blob: the worker is a file of this
// site, which the CSP's script-src 'self' allows.
globalThis.$altcha.algorithms.set('SHA-256', () => new ShaWorker());

/** The widget asks for a challenge by URL; it is fetched through the API client (brand, language headers). */
async function fetchChallenge(): Promise<Response> {
  const challenge = await callApi(humanCheckChallenge);
  return new Response(JSON.stringify(challenge), { headers: { 'Content-Type': 'application/json' } });
}

// Defaults rather than configure(): the element builds itself a tick after it is attached.
globalThis.$altcha.defaults.set({
  challenge: humanCheckChallenge.path,
  fetch: fetchChallenge,
  auto: 'onfocus',
  hideFooter: true,
  hideLogo: true,
  name: 'humanCheck',
});

type HumanCheckWidgetProps = {
  /** The solved challenge to send as `humanCheck`, or undefined while there is none. */
  onChange: (payload: string | undefined) => void;
};

/** The ALTCHA proof-of-work checkbox, in the site's language and colours; it starts solving when the form gets focus. */
export function HumanCheckWidget({ onChange }: HumanCheckWidgetProps): ReactNode {
  const { t } = useTranslation('auth');
  const language = useLanguageStore((state) => state.language).toLowerCase();
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaWidgetElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const languageRef = useRef(language);
  languageRef.current = language;

  useEffect(() => {
    const element = document.createElement('altcha-widget') as AltchaWidgetElement;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChangeRef.current(state === 'verified' ? payload : undefined);
    };
    element.addEventListener('statechange', onState);
    element.setAttribute('language', languageRef.current);
    host.current?.append(element);
    widget.current = element;
    // The widget loads with the window, often after the visitor has begun typing: the focus it waits
    // for has then already happened, so it starts at once (a tick later, once it has built itself).
    // Only if its own focus handler has not started it already: a second verification running beside
    // the first ends one of them in "Failed to find solution", which can leave the form unverified.
    const startIfFocused = setTimeout(() => {
      const isFocused = host.current?.closest('form')?.contains(document.activeElement) ?? false;
      if (isFocused && String(element.getState()) === 'unverified') void element.verify();
    }, 0);
    return () => {
      clearTimeout(startIfFocused);
      element.removeEventListener('statechange', onState);
      element.remove();
      widget.current = null;
    };
  }, []);

  useEffect(() => {
    globalThis.$altcha.i18n.set(language, {
      ...globalThis.$altcha.i18n.get('en'),
      label: t('humanCheck.label'),
      loading: t('humanCheck.loading'),
      verifying: t('humanCheck.verifying'),
      verified: t('humanCheck.verified'),
      verify: t('humanCheck.verify'),
      error: t('humanCheck.error'),
      expired: t('humanCheck.expired'),
      reload: t('humanCheck.reload'),
      verificationRequired: t('humanCheck.required'),
      waitAlert: t('humanCheck.wait'),
    });
    widget.current?.setAttribute('language', language);
  }, [language, t]);

  return <div ref={host} className="human-check" />;
}
