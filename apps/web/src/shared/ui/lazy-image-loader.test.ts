import { describe, expect, it, vi } from 'vitest';
import { createLoadedCache, LAZY_IMAGE, loadWithRetry } from './lazy-image-loader.ts';

const noWait = () => Promise.resolve();

describe('loadWithRetry', () => {
  it('tries again after failures and succeeds on the third attempt, pausing longer each time', async () => {
    const load = vi
      .fn<(url: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error('1'))
      .mockRejectedValueOnce(new Error('2'))
      .mockResolvedValueOnce();
    const wait = vi.fn(noWait);
    const cache = createLoadedCache(10);

    await loadWithRetry('/a.svg', { load, cache, wait });

    expect(load).toHaveBeenCalledTimes(3);
    expect(wait.mock.calls).toEqual([[LAZY_IMAGE.throttleMs], [LAZY_IMAGE.throttleMs * 2]]);
    expect(cache.has('/a.svg')).toBe(true);
  });

  it('gives up after the spec’s 3 attempts with the last error, and remembers nothing', async () => {
    const load = vi.fn((url: string) => Promise.reject(new Error(`broken ${url}`)));
    const cache = createLoadedCache(10);

    await expect(loadWithRetry('/b.svg', { load, cache, wait: noWait })).rejects.toThrow('broken /b.svg');
    expect(load).toHaveBeenCalledTimes(LAZY_IMAGE.attempts);
    expect(cache.has('/b.svg')).toBe(false);
  });

  it('does not load an address it already loaded', async () => {
    const load = vi.fn(() => Promise.resolve());
    const cache = createLoadedCache(10);
    await loadWithRetry('/c.svg', { load, cache, wait: noWait });
    await loadWithRetry('/c.svg', { load, cache, wait: noWait });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops when the image leaves the page before a retry', async () => {
    const controller = new AbortController();
    const load = vi.fn(() => {
      controller.abort(new Error('gone'));
      return Promise.reject(new Error('failed'));
    });
    await expect(
      loadWithRetry('/d.svg', {
        load,
        cache: createLoadedCache(10),
        wait: noWait,
        signal: controller.signal,
      }),
    ).rejects.toThrow('gone');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('createLoadedCache', () => {
  it('keeps the 200 most recently loaded addresses', () => {
    const cache = createLoadedCache(LAZY_IMAGE.cacheSize);
    for (let index = 0; index < 201; index += 1) cache.add(`/img-${index}.svg`);
    expect(cache.size).toBe(200);
    expect(cache.has('/img-0.svg')).toBe(false);
    expect(cache.has('/img-1.svg')).toBe(true);
    expect(cache.has('/img-200.svg')).toBe(true);
  });

  it('counts a reload as recent use', () => {
    const cache = createLoadedCache(2);
    cache.add('/a');
    cache.add('/b');
    cache.add('/a');
    cache.add('/c');
    expect(cache.has('/a')).toBe(true);
    expect(cache.has('/b')).toBe(false);
  });
});
