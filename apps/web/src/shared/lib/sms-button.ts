/** Spec section 9: the countdown after a sent SMS, and the least time between two presses. */
export const SMS_COUNTDOWN_SECONDS = 60;
const SMS_THROTTLE_MS = 1000;

/** The SMS button's states (spec section 4): ready, waiting for the server, counting down. */
export type SmsButtonState = { kind: 'ready' } | { kind: 'loading' } | { kind: 'countdown'; seconds: number };

/** One second later: the countdown goes down and, at zero, the button is ready again. */
export function tick(state: SmsButtonState): SmsButtonState {
  if (state.kind !== 'countdown') return state;
  return state.seconds <= 1 ? { kind: 'ready' } : { kind: 'countdown', seconds: state.seconds - 1 };
}

/** Whether a press counts: only when ready, and not within the throttle of the previous press. */
export function canPress(state: SmsButtonState, now: number, lastPressAt: number | null): boolean {
  return state.kind === 'ready' && (lastPressAt === null || now - lastPressAt >= SMS_THROTTLE_MS);
}
