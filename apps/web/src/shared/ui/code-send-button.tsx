import { Button } from '@platform/ui/button.tsx';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error.ts';
import { canPress, SMS_COUNTDOWN_SECONDS, type SmsButtonState, tick } from '../lib/sms-button.ts';
import { toast } from './toast.tsx';

type CodeSendButtonProps = {
  /** Sends a code; answers false when nothing was sent (the form showed why), so no countdown starts. */
  send: () => Promise<boolean>;
  className?: string;
};

/**
 * The button that sends a one-time code (spec section 4): ready, loading while the server sends, then
 * a 60 s countdown; presses within a second are ignored; a failure returns it to ready and shows the
 * server's message.
 */
export function CodeSendButton({ send, className }: CodeSendButtonProps): ReactNode {
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
    setState({ kind: 'loading' });
    try {
      if (!(await send())) {
        setState({ kind: 'ready' });
        return;
      }
      // Only a press that sends starts the throttle: fixing a number and pressing again must work at once.
      lastPressAt.current = now;
      setState({ kind: 'countdown', seconds: SMS_COUNTDOWN_SECONDS });
    } catch (failure) {
      lastPressAt.current = now;
      setState({ kind: 'ready' });
      toast.error(isApiError(failure) ? failure.message : te('system.error'));
    }
  };

  return (
    <Button
      variant="secondary"
      onClick={() => void press()}
      disabled={state.kind !== 'ready'}
      aria-busy={state.kind === 'loading'}
      className={`min-w-28 shrink-0 px-3 tabular-nums ${className ?? ''}`}
    >
      {state.kind === 'countdown'
        ? t('sms.countdown', { seconds: state.seconds })
        : t(state.kind === 'loading' ? 'sms.sending' : 'sms.send')}
    </Button>
  );
}
