/**
 * Web storage that never throws: private browsing modes and blocked cookies make `localStorage`
 * and `sessionStorage` throw on access, and the site must still work without them.
 */
type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStorage(kind: StorageArea, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: StorageArea, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Storage full or blocked: the value simply is not remembered.
  }
}

export function removeStorage(kind: StorageArea, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}
