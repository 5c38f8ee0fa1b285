import type { SmsPurpose } from '@platform/contracts/identity/schemas';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { requestSmsCode } from '../api/sms.ts';
import { canPress, SMS_COUNTDOWN_SECONDS, type SmsButtonState, tick } from '../model/sms-button.ts';
import { TextField } from './text-field.tsx';

type SmsCodeFieldProps = {
  purpose: SmsPurpose;
  /** The form's mobile number when it is valid; otherwise null, after showing the field's error. */
  validMobile: () => string | null;
  error?: string | undefined;
};

/**
 * The verification code input with its SMS button (spec section 4): ready, loading while the server
 * sends, then a 60 s countdown; a failure returns it to ready and shows the server's message.
 */
export function SmsCodeField({ purpose, validMobile, error }: SmsCodeFieldProps): ReactNode {
  const { t } = useTranslation('auth');
  const { t: te } = useTranslation('errors');
  const [state, setState] = useState<SmsButtonState>({ kind: 'ready' });
  const lastPressAt = useRef<number | null>(null);

  useEffect(() => {
    if (state.kind !== 'countdown') return;
    const timer = setTimeout(() => setState(tick), 1000);
    return () => clearTimeout(timer);
  }, [state]);

  const press = async () => {
    const now = Date.now();
    if (!canPress(state, now, lastPressAt.current)) return;
    const mobile = validMobile();
    // Only a press that sends starts the throttle: fixing a number and pressing again must work at once.
    if (mobile === null) return;
    lastPressAt.current = now;
    setState({ kind: 'loading' });
    try {
      await requestSmsCode(mobile, purpose);
      setState({ kind: 'countdown', seconds: SMS_COUNTDOWN_SECONDS });
    } catch (failure) {
      setState({ kind: 'ready' });
      toast.error(isApiError(failure) ? failure.message : te('system.error'));
    }
  };

  return (
    <div className="flex items-start gap-2">
      <div className="min-w-0 flex-1">
        <TextField
          name="verificationCode"
          label={t('field.verificationCode')}
          placeholder={t('placeholder.required', { field: t('field.verificationCode') })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          isRequired
          error={error}
        />
      </div>
      {/* Level with the input: below the label's 20 px line and the field's 6 px gap. */}
      <Button
        variant="secondary"
        onClick={() => void press()}
        disabled={state.kind !== 'ready'}
        aria-busy={state.kind === 'loading'}
        className="mt-[26px] min-w-28 shrink-0 px-3 tabular-nums"
      >
        {state.kind === 'countdown'
          ? t('sms.countdown', { seconds: state.seconds })
          : t(state.kind === 'loading' ? 'sms.sending' : 'sms.send')}
      </Button>
    </div>
  );
}
