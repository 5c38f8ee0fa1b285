import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError } from '../features/guards/model/chunk-error.ts';
import { CHUNK_TIMEOUT_MS, withChunkTimeout } from './chunk-timeout.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('withChunkTimeout', () => {
  it('gives up on a chunk after 120 s with an error the chunk-failure page recognises', async () => {
    vi.useFakeTimers();
    const load = withChunkTimeout(() => new Promise<never>(() => {}));
    const outcome = load().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isChunkLoadError(await outcome)).toBe(true);
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('passes on what arrives in time, and the failure of a chunk that failed', async () => {
    expect(await withChunkTimeout(async () => 'module')()).toBe('module');
    const failed = new TypeError('Failed to fetch dynamically imported module');
    await expect(withChunkTimeout(() => Promise.reject(failed))()).rejects.toBe(failed);
  });
});
