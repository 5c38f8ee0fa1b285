type Listener = () => void;

const listeners = new Set<Listener>();

/** Subscribes to "the session token is no longer valid"; returns the unsubscribe function. */
export function onAuthExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitAuthExpired(): void {
  for (const listener of listeners) listener();
}
