import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useHumanChecks } from './use-human-checks.ts';

const form = (entries: Record<string, string> = {}) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

const failure = (captcha: boolean) =>
  new ApiError({ code: 'login.failed', message: 'Wrong', status: 401, value: { captcha } });

describe('useHumanChecks', () => {
  it('holds a submit until the proof of work is solved, then sends it', () => {
    const { result } = renderHook(() => useHumanChecks());
    let taken: ReturnType<typeof result.current.take> = null;
    act(() => {
      taken = result.current.take(form());
    });
    expect(taken).toBeNull();
    expect(result.current.missing).toEqual({ humanCheck: true, captcha: false });

    act(() => result.current.onHumanCheck('solved-1'));
    act(() => {
      taken = result.current.take(form({ captcha: 'ignored' }));
    });
    expect(taken).toEqual({ humanCheck: 'solved-1' });
  });

  it('after a failure starts a new check, and asks for the captcha only when the answer says so', () => {
    const { result } = renderHook(() => useHumanChecks());
    act(() => result.current.onHumanCheck('solved-1'));
    const round = result.current.round;

    act(() => result.current.afterFailure(failure(false)));
    expect(result.current.round).toBe(round + 1);
    expect(result.current.needsCaptcha).toBe(false);
    let taken: ReturnType<typeof result.current.take> = null;
    act(() => {
      taken = result.current.take(form());
    });
    expect(taken).toBeNull();

    act(() => result.current.afterFailure(failure(true)));
    act(() => result.current.onHumanCheck('solved-2'));
    act(() => {
      taken = result.current.take(form({ captcha: ' ' }));
    });
    expect(taken).toBeNull();
    expect(result.current.missing).toEqual({ humanCheck: false, captcha: true });
    act(() => {
      taken = result.current.take(form({ captcha: ' Ab3d ' }));
    });
    expect(taken).toEqual({ humanCheck: 'solved-2', captcha: 'Ab3d' });
  });

  it("asks for the captcha from the start when the brand's form has it", () => {
    const { result } = renderHook(() => useHumanChecks({ captchaAlways: true }));
    expect(result.current.needsCaptcha).toBe(true);
  });

  it('gives the proof alone for an SMS send, marking it missing until solved, and starts anew after', () => {
    const { result } = renderHook(() => useHumanChecks());
    let proof: string | null = 'unset';
    act(() => {
      proof = result.current.takeProof();
    });
    expect(proof).toBeNull();
    expect(result.current.missing.humanCheck).toBe(true);

    act(() => result.current.onHumanCheck('solved-2'));
    expect(result.current.missing.humanCheck).toBe(false);
    act(() => {
      proof = result.current.takeProof();
    });
    expect(proof).toBe('solved-2');

    const round = result.current.round;
    act(() => result.current.reset());
    expect(result.current.round).toBe(round + 1);
    act(() => {
      proof = result.current.takeProof();
    });
    expect(proof).toBeNull();
  });
});
