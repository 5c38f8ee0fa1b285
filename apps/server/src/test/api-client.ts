import { ZFailure } from '@platform/contracts/envelope';
import { formDataOf } from '@platform/contracts/uploads';
import type { TestServer } from './test-server.ts';

/**
 * Calls to the test server as the site and the console make them: a JSON body, a member's or a staff
 * token, and the brand in the `Merchant` header (none when `brand` is null: staff calls that name their
 * brand in the body or the query). `server` is read at each call, as tests start it in `beforeAll`.
 */
export function testClient(
  server: () => Pick<TestServer, 'request'>,
  { brand = 'demo' as string | null } = {},
) {
  const call = (token: string, method: string, path: string, body?: unknown) =>
    server().request(path, {
      method,
      headers: {
        ...(brand === null ? {} : { Merchant: brand }),
        Authorization: token,
        'content-type': 'application/json',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  /** A multipart upload as the site and console send one: each Buffer a file part, lists as `name[]`. */
  const upload = (token: string, path: string, body: Record<string, unknown>) =>
    server().request(path, {
      method: 'POST',
      headers: { ...(brand === null ? {} : { Merchant: brand }), Authorization: token },
      body: formDataOf(
        Object.fromEntries(Object.entries(body).map(([name, value]) => [name, asBlobs(value)])),
      ),
    });
  return {
    call,
    upload,
    /** A staff call whose body names the brand, as the console sends it. */
    staff: (token: string, method: string, path: string, body?: object) =>
      call(token, method, path, body === undefined ? undefined : { merchant: brand, ...body }),
  };
}

const asBlobs = (value: unknown): unknown =>
  Buffer.isBuffer(value)
    ? new Blob([new Uint8Array(value)])
    : Array.isArray(value)
      ? value.map(asBlobs)
      : value;

/** Request ids unique to a test file's run: `prefix-1-<time>`, `prefix-2-<time>`, … */
export function requestIds(prefix: string): () => string {
  let requests = 0;
  return () => {
    requests += 1;
    return `${prefix}-${requests}-${Date.now()}`;
  };
}

/** The error code of a failed answer. */
export const errorOf = async (response: Response) => ZFailure.parse(await response.json()).errorCode;
