import type { Redis } from 'ioredis';
import { closeRedis } from './redis.ts';

/**
 * A signal that something changed, sent to every instance of the deployment through Redis pub/sub
 * (only to this process without Redis). It carries no state to trust: whoever hears one reads the
 * database, so a lost or doubled signal costs at most a late or an extra read, and a reader that must
 * never miss one keeps a slow look of its own beside it.
 */
export type LiveSignal = {
  publish(message: string): void;
  /** Settles once this instance hears the channel (at once when it only publishes or has no Redis). */
  listening: Promise<void>;
  close(): Promise<void>;
};

export function createLiveSignal(options: {
  redis?: Redis | undefined;
  /** The deployment's channel: its Redis name space and what the signal is about. */
  channel: string;
  /** What this instance does on a signal; a process that only publishes (the worker) gives none. */
  hear?: (message: string) => void;
  onError: (err: unknown) => void;
}): LiveSignal {
  const { redis, channel, hear, onError } = options;
  let isClosed = false;
  const hearHere = (message: string) => {
    if (!isClosed) hear?.(message);
  };

  // A subscribing connection may queue while it connects (the shared one fails fast instead).
  const subscriber = hear ? redis?.duplicate({ enableOfflineQueue: true }) : undefined;
  // Its connection errors repeat on every retry of an outage the shared connection already reports;
  // what the outage costs here (a failed subscribe or publish) is reported where it happens.
  subscriber?.on('error', () => {});
  subscriber?.on('message', (from: string, message: string) => {
    if (from === channel) hearHere(message);
  });
  // ioredis restores after a reconnect only the subscriptions Redis confirmed: one refused while Redis
  // was down (at start-up) is asked again when it answers, or other instances would never be heard.
  let subscription: 'none' | 'asked' | 'confirmed' = 'none';
  const subscribeChannel = async (): Promise<void> => {
    if (!subscriber || subscription !== 'none') return;
    subscription = 'asked';
    try {
      await subscriber.subscribe(channel);
      subscription = 'confirmed';
    } catch (err) {
      subscription = 'none';
      onError(err);
    }
  };
  subscriber?.on('ready', () => void subscribeChannel());

  return {
    publish(message) {
      if (!redis) {
        hearHere(message);
        return;
      }
      // Redis down: this instance still hears it; the others catch up by their own looks.
      redis.publish(channel, message).catch((err: unknown) => {
        onError(err);
        hearHere(message);
      });
    },
    listening: subscribeChannel(),
    async close() {
      isClosed = true;
      if (subscriber) await closeRedis(subscriber).catch(onError);
    },
  };
}
