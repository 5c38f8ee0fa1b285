import { isApiError } from '../api/api-error.ts';

/**
 * The id of one money request, kept until the server has answered it: a retry after a lost answer
 * sends the same id, so the server moves the money at most once; after an answer (done or refused)
 * the next request gets a new id.
 */
export class RequestId {
  #current: string | null = null;

  get(): string {
    this.#current ??= crypto.randomUUID();
    return this.#current;
  }

  /** Forgets the id once the server answered; a failure with no answer keeps it for the retry. */
  settle(error?: unknown): void {
    if (error === undefined || (isApiError(error) && error.status !== 0)) this.#current = null;
  }
}
