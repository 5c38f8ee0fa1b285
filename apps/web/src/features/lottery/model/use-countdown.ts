import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `target`, ticking every second, on the server's clock: `serverTime` was
 * the server's time when the answer was received at `receivedAt` (local milliseconds), so a device
 * whose clock is off still counts down to the real close. Never below zero; null without a target.
 */
export function useCountdown(
  target: string | undefined,
  serverTime: string | undefined,
  receivedAt: number,
): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!target) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [target]);
  if (!target) return null;
  const offset = serverTime ? Date.parse(serverTime) - receivedAt : 0;
  return Math.max(0, Math.ceil((Date.parse(target) - (now + offset)) / 1000));
}

/** `mm:ss`, or `h:mm:ss` from an hour up (official draws close hours ahead). */
export function formatCountdown(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = `${pad(minutes)}:${pad(seconds % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}
