import { describe, expect, it } from 'vitest';
import { canPress, SMS_COUNTDOWN_SECONDS, tick } from './sms-button.ts';

describe('SMS button', () => {
  it('counts down from 60 s once a second and is then ready again', () => {
    let state = { kind: 'countdown', seconds: SMS_COUNTDOWN_SECONDS } as Parameters<typeof tick>[0];
    for (let second = 0; second < SMS_COUNTDOWN_SECONDS - 1; second += 1) state = tick(state);
    expect(state).toEqual({ kind: 'countdown', seconds: 1 });
    expect(tick(state)).toEqual({ kind: 'ready' });
    expect(tick({ kind: 'loading' })).toEqual({ kind: 'loading' });
  });

  it('takes a press only when ready and a second after the previous one', () => {
    expect(canPress({ kind: 'ready' }, 5000, null)).toBe(true);
    expect(canPress({ kind: 'ready' }, 5000, 4200)).toBe(false);
    expect(canPress({ kind: 'ready' }, 5200, 4200)).toBe(true);
    expect(canPress({ kind: 'loading' }, 9000, null)).toBe(false);
    expect(canPress({ kind: 'countdown', seconds: 3 }, 9000, null)).toBe(false);
  });
});
