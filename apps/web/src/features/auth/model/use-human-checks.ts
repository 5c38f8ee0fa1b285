import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';

type Missing = { humanCheck?: boolean; captcha?: boolean };

/** What the checks add to a login or registration body. */
export type HumanCheckValues = { humanCheck: string; captcha?: string };

/**
 * The human checks of a login or registration form (spec sections 4 and 5): the proof of work,
 * always, and the image captcha when the brand's form has one or the server asked for it. After a
 * failed attempt both start again: a solved challenge and a captcha are each good for one attempt.
 */
export function useHumanChecks({ captchaAlways = false }: { captchaAlways?: boolean } = {}) {
  const [humanCheck, setHumanCheck] = useState<string>();
  const [round, setRound] = useState(0);
  const [isCaptchaAsked, setIsCaptchaAsked] = useState(false);
  const [missing, setMissing] = useState<Missing>({});
  const needsCaptcha = captchaAlways || isCaptchaAsked;

  return {
    /** Changes at every new attempt: the widget and captcha remount on it. */
    round,
    needsCaptcha,
    missing,
    onHumanCheck: (payload: string | undefined) => {
      setHumanCheck(payload);
      if (payload) setMissing((current) => ({ ...current, humanCheck: false }));
    },
    /** The checks' part of the request body, or null (and the missing ones marked) when one is not done. */
    take(form: FormData): HumanCheckValues | null {
      const captcha = String(form.get('captcha') ?? '').trim();
      const next = { humanCheck: !humanCheck, captcha: needsCaptcha && captcha === '' };
      setMissing(next);
      if (!humanCheck || next.captcha) return null;
      return needsCaptcha ? { humanCheck, captcha } : { humanCheck };
    },
    /**
     * The proof of work alone, for a send that is not the form's submit (an SMS code), or null (and
     * marked missing) when it is not solved yet. Spent by the send, whatever its answer: call `reset`.
     */
    takeProof(): string | null {
      if (!humanCheck) setMissing((current) => ({ ...current, humanCheck: true }));
      return humanCheck ?? null;
    },
    afterFailure(error: unknown) {
      if (isApiError(error) && error.value.captcha) setIsCaptchaAsked(true);
      setHumanCheck(undefined);
      setRound((current) => current + 1);
    },
    reset() {
      setHumanCheck(undefined);
      setMissing({});
      setRound((current) => current + 1);
    },
  };
}

export type HumanChecks = ReturnType<typeof useHumanChecks>;
