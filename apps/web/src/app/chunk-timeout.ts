import type { AnyRouter } from '@tanstack/react-router';

/** The spec's chunk timeout: a page's code that has not arrived after 120 s is given up on. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A page's code that did not download in time: named as the chunk-failure page recognises it. */
function chunkTimeoutError(ms: number): Error {
  const error = new Error(`Loading chunk timed out after ${ms / 1000} s`);
  error.name = 'ChunkLoadError';
  return error;
}

/** `load`, failing with a chunk load error when it has not settled within `ms`. */
export function withChunkTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(chunkTimeoutError(ms)), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}

type Preloadable = { preload?: () => Promise<unknown> };
const PARTS = ['component', 'errorComponent', 'pendingComponent', 'notFoundComponent'] as const;

/**
 * Puts the chunk timeout on every lazily loaded part of every route: its lazy options and its split
 * components. A part past the limit fails the route like a chunk that did not download, so the route's
 * error page shows the spec's "page load timeout" message instead of waiting forever.
 */
export function limitChunkLoading(router: AnyRouter, ms = CHUNK_TIMEOUT_MS): void {
  for (const route of Object.values(router.routesById) as AnyRouter['routeTree'][]) {
    if (route.lazyFn) route.lazyFn = withChunkTimeout(route.lazyFn, ms);
    for (const part of PARTS) {
      const component = route.options[part] as Preloadable | undefined;
      if (component?.preload) component.preload = withChunkTimeout(component.preload, ms);
    }
  }
}
