import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-error.ts';

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://x/assets/live-1a2b.js',
    'error loading dynamically imported module: http://x/assets/live.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/index.css',
    'Loading chunk 42 failed.',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('recognises an error named ChunkLoadError, and nothing else', () => {
    const named = new Error('boom');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
