import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { connectSessionRedis, redisBackend } from './redis-sessions.ts';
import { memoryBackend, type SessionBackend } from './sessions.ts';

/** What every instance relies on of the store, the same in memory and in Redis (when REDIS_URL names one). */
const redisUrl = process.env.REDIS_URL;
const BACKENDS: { name: string; backend: () => Promise<SessionBackend> }[] = [
  { name: 'memory', backend: async () => memoryBackend() },
];
if (redisUrl)
  BACKENDS.push({
    name: 'Redis',
    backend: async () =>
      redisBackend(
        await connectSessionRedis(redisUrl),
        `house-vendor-test:${randomBytes(4).toString('hex')}:`,
      ),
  });

describe.each(BACKENDS)('the session backend in $name', ({ backend: make }) => {
  const opened: SessionBackend[] = [];
  afterAll(async () => {
    for (const backend of opened) await backend.close();
  });
  const backend = async () => {
    const made = await make();
    opened.push(made);
    return made;
  };
  const id = () => randomBytes(16).toString('hex');

  it('lets one holder at a time write, and only while its lock lasts', async () => {
    const store = await backend();
    const session = id();
    await store.create(session, 'opened');
    expect(await store.lock(session, 'first', 200)).toBe(true);
    expect(await store.lock(session, 'second', 200)).toBe(false);
    expect(await store.write(session, 'second', 'by the second')).toBe(false);
    expect(await store.write(session, 'first', 'by the first')).toBe(true);
    expect(await store.read(session)).toBe('by the first');

    // The first holder stalls past its lock (an instance that died): the second takes over, and the
    // first's late write and unlock change nothing.
    await sleep(250);
    expect(await store.renew(session, 'first', 200)).toBe(false);
    expect(await store.lock(session, 'second', 5_000)).toBe(true);
    expect(await store.write(session, 'first', 'late')).toBe(false);
    await store.unlock(session, 'first');
    expect(await store.lock(session, 'third', 5_000)).toBe(false);
    expect(await store.renew(session, 'second', 5_000)).toBe(true);
    expect(await store.read(session)).toBe('by the first');
    await store.unlock(session, 'second');
    expect(await store.lock(session, 'third', 5_000)).toBe(true);
  });

  it('keeps a player’s setting for every instance, apart from any session', async () => {
    const store = await backend();
    const player = id();
    expect(await store.readSetting(`${player}:sound`)).toBeUndefined();
    await store.writeSetting(`${player}:sound`, 'off');
    expect(await store.readSetting(`${player}:sound`)).toBe('off');
    await store.writeSetting(`${player}:sound`, 'on');
    expect(await store.readSetting(`${player}:sound`)).toBe('on');
    expect(await store.readSetting(`${id()}:sound`)).toBeUndefined();
  });

  it('knows no session it never created', async () => {
    const store = await backend();
    expect(await store.read(id())).toBeUndefined();
  });
});
