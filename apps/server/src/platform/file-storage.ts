import { createHash, createHmac, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Where uploaded files live (withdrawal proofs, KYC documents, activity images, staff images): rows
 * keep the key, the storage keeps the bytes, so every API instance reads the same files.
 */
export type FileStorage = {
  /** Stores the bytes under the key; a key is written once and never changes. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under the key, or undefined when there are none. */
  get(key: string): Promise<Buffer | undefined>;
};

/** What each kind of upload is filed under: the first part of its key. */
export type FileArea = 'media' | 'promotions' | 'withdrawals' | 'kyc';

/** A key no other file has: its area, then a random id (never anything a member chose). */
export function newFileKey(area: FileArea): string {
  return `${area}/${randomUUID()}`;
}

const KEY_PATTERN = /^(media|promotions|withdrawals|kyc)\/[0-9a-f-]{36}$/;

function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`not a file key: ${key}`);
  return key;
}

/**
 * Files under one directory, a file per key. A file is written aside and renamed into place, so a
 * reader never sees half of one.
 */
export function filesystemStorage(root: string): FileStorage {
  return {
    async put(key, bytes) {
      const path = join(root, checkedKey(key));
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const partial = `${path}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, bytes, { mode: 0o600 });
        await rename(partial, path);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async get(key) {
      try {
        return await readFile(join(root, checkedKey(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

export type S3Settings = {
  /** The service's address, e.g. https://s3.eu-west-1.amazonaws.com or a MinIO server's. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A prefix every key is stored under, so one bucket can hold several deployments. */
  prefix: string;
};

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), addressed path-style, each call signed with
 * Signature Version 4: two calls need no SDK.
 */
export function s3Storage(
  settings: S3Settings,
  { send = fetch, now = () => new Date() }: { send?: typeof fetch; now?: () => Date } = {},
): FileStorage {
  const base = new URL(settings.endpoint);
  const pathPrefix = base.pathname.replace(/\/+$/, '');

  function signedRequest(method: 'GET' | 'PUT', key: string, body?: Buffer, contentType?: string) {
    const path = `${pathPrefix}/${encodeURIComponent(settings.bucket)}/${`${settings.prefix}${checkedKey(key)}`
      .split('/')
      .map(encodeURIComponent)
      .join('/')}`;
    const at = now()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const day = at.slice(0, 8);
    const payloadHash = sha256(body ?? '');
    const headers: Record<string, string> = {
      host: base.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': at,
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    const names = Object.keys(headers).sort();
    const canonical = [
      method,
      path,
      '',
      ...names.map((name) => `${name}:${headers[name]}`),
      '',
      names.join(';'),
      payloadHash,
    ].join('\n');
    const scope = `${day}/${settings.region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', at, scope, sha256(canonical)].join('\n');
    const signingKey = ['s3', 'aws4_request'].reduce(
      (key, part) => hmac(key, part),
      hmac(hmac(`AWS4${settings.secretAccessKey}`, day), settings.region),
    );
    const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
    const { host: _host, ...sent } = headers;
    return send(new URL(path, base), {
      method,
      headers: {
        ...sent,
        authorization: `AWS4-HMAC-SHA256 Credential=${settings.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
      },
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
  }

  return {
    async put(key, bytes, contentType) {
      const response = await signedRequest('PUT', key, bytes, contentType);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`the file store refused ${key}: HTTP ${response.status}`);
    },
    async get(key) {
      const response = await signedRequest('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return undefined;
      }
      if (!response.ok) throw new Error(`the file store did not answer ${key}: HTTP ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}

/** Where uploaded files are kept: a directory of this machine, or an S3-compatible bucket. */
export type StorageConfig = { kind: 'filesystem'; directory: string } | ({ kind: 's3' } & S3Settings);

/** The storage the configuration names. */
export function storageFor(config: StorageConfig): FileStorage {
  return config.kind === 'filesystem' ? filesystemStorage(config.directory) : s3Storage(config);
}

/**
 * A row's file: from the storage by its key, or from the bytes a row written before the storage
 * (migration 0175) still holds. Undefined when the storage has lost it.
 */
export function storedFile(
  storage: FileStorage,
  row: { storage_key: string | null; bytes: Uint8Array | null },
): Promise<Buffer | undefined> {
  if (row.storage_key !== null) return storage.get(row.storage_key);
  return Promise.resolve(row.bytes === null ? undefined : Buffer.from(row.bytes));
}

type StoredRow = { content_type: string; storage_key: string | null; bytes: Uint8Array | null };

/**
 * Rows' files as data URLs, for staff views that show them inline. A file the storage has lost is
 * left out rather than failing the others.
 */
export async function withDataUrls<R extends StoredRow>(
  storage: FileStorage,
  rows: readonly R[],
): Promise<{ row: R; dataUrl: string }[]> {
  const files = await Promise.all(rows.map((row) => storedFile(storage, row)));
  return rows.flatMap((row, index) => {
    const bytes = files[index];
    return bytes ? [{ row, dataUrl: `data:${row.content_type};base64,${bytes.toString('base64')}` }] : [];
  });
}
