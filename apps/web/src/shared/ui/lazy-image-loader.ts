/** The spec's image lazy-loading constants. */
export const LAZY_IMAGE = {
  /** Start loading when an image is within 1.3 viewports: 30% beyond each edge. */
  rootMargin: '30%',
  threshold: 0.1,
  /** How long an image must stay near the viewport before it loads, so a fast scroll skips it. */
  throttleMs: 200,
  attempts: 3,
  cacheSize: 200,
} as const;

/** Addresses already loaded, newest last; the oldest is forgotten past `size`. */
export function createLoadedCache(size: number) {
  const urls = new Set<string>();
  return {
    has: (url: string) => urls.has(url),
    add: (url: string) => {
      urls.delete(url);
      urls.add(url);
      if (urls.size > size) {
        const [oldest] = urls;
        if (oldest !== undefined) urls.delete(oldest);
      }
    },
    get size() {
      return urls.size;
    },
  };
}

type LoadedCache = ReturnType<typeof createLoadedCache>;

type LoadWithRetryOptions = {
  load: (url: string) => Promise<void>;
  cache: LoadedCache;
  attempts?: number;
  /** Waits before the next attempt; the n-th retry waits n times the throttle. */
  wait?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads an image address, trying again after a growing pause up to the spec's 3 attempts, and
 * remembers it once loaded so it shows at once next time. Rejects with the last failure.
 */
export async function loadWithRetry(
  url: string,
  { load, cache, attempts = LAZY_IMAGE.attempts, wait = sleep, signal }: LoadWithRetryOptions,
): Promise<void> {
  if (cache.has(url)) return;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (signal?.aborted) throw signal.reason;
    try {
      await load(url);
      cache.add(url);
      return;
    } catch (error) {
      lastError = error;
      if (attempt < attempts) await wait(LAZY_IMAGE.throttleMs * attempt);
    }
  }
  throw lastError;
}

/** Fetches and decodes an image through the browser's own image loader (and its HTTP cache). */
export function loadImage(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`Image failed: ${url}`));
    image.src = url;
  });
}

/** One cache for the whole page, as every image on it shares the browser's memory. */
export const loadedImages = createLoadedCache(LAZY_IMAGE.cacheSize);
