import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesystemStorage, newFileKey, s3Storage, storedFile } from './file-storage.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'file-storage-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const PNG = Buffer.from('\x89PNG\r\n\x1a\nfile', 'latin1');

describe('the filesystem storage', () => {
  it('keeps a file under its key, answers nothing for an unknown key, and leaves no partial file', async () => {
    const storage = filesystemStorage(join(root, 'files'));
    const key = newFileKey('kyc');
    expect(key).toMatch(/^kyc\/[0-9a-f-]{36}$/);
    await storage.put(key, PNG, 'image/png');
    expect(await storage.get(key)).toEqual(PNG);
    expect(await storage.get(newFileKey('kyc'))).toBeUndefined();
    expect(await readdir(join(root, 'files', 'kyc'))).toEqual([key.slice(4)]);
  });

  it('refuses a key it did not make, so no path leaves its directory', async () => {
    const storage = filesystemStorage(join(root, 'files'));
    await expect(storage.get('../../etc/passwd')).rejects.toThrow('not a file key');
    await expect(storage.put('kyc/../../x', PNG, 'image/png')).rejects.toThrow('not a file key');
  });

  it('reads a row from before the storage by its bytes', async () => {
    const storage = filesystemStorage(join(root, 'files'));
    expect(await storedFile(storage, { storage_key: null, bytes: PNG })).toEqual(PNG);
  });
});

describe('the S3 storage', () => {
  const settings = {
    endpoint: 'http://127.0.0.1:9000',
    bucket: 'uploads',
    region: 'eu-west-1',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    prefix: 'deploy-1/',
  };
  const key = 'kyc/0b9f5c1e-4d2a-4f8e-9c3b-2a1d5e6f7a8b';

  it('signs its calls with Signature Version 4 as the AWS SDK does', async () => {
    const sent: Request[] = [];
    const storage = s3Storage(settings, {
      now: () => new Date('2026-01-02T03:04:05Z'),
      send: async (url, init) => {
        sent.push(new Request(url, init));
        return new Response(sent.length === 1 ? '' : 'x', { status: sent.length === 1 ? 200 : 404 });
      },
    });
    await storage.put(key, PNG, 'image/png');
    expect(await storage.get(key)).toBeUndefined();
    // Reference signatures made by botocore (S3SigV4Auth) for the same calls at the same time.
    expect(
      sent.map((request) => [request.method, request.url, request.headers.get('authorization')]),
    ).toEqual([
      [
        'PUT',
        `http://127.0.0.1:9000/uploads/deploy-1/${key}`,
        'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20260102/eu-west-1/s3/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=f142b6c55d9f44d6e861d2b8b6a40f61c7843a25d771bb38e8a721572c1cb281',
      ],
      [
        'GET',
        `http://127.0.0.1:9000/uploads/deploy-1/${key}`,
        'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20260102/eu-west-1/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=1e34b1ea5f0b1b088533e774acfd20e723fcae91181f5d4f90280e6edca8f7f4',
      ],
    ]);
  });

  it('stores and reads files in a bucket of a local S3-compatible server', async () => {
    const server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: join(root, 's3'),
      configureBuckets: [{ name: 'uploads', configs: [] }],
    });
    const { port } = await server.run();
    try {
      // s3rver knows one account, S3RVER, and checks no version-4 signature (the test above does).
      const storage = s3Storage({
        ...settings,
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      });
      const stored = newFileKey('withdrawals');
      await storage.put(stored, PNG, 'image/png');
      expect(await storage.get(stored)).toEqual(PNG);
      expect(await storage.get(newFileKey('withdrawals'))).toBeUndefined();
      await expect(
        s3Storage({ ...settings, endpoint: `http://127.0.0.1:${port}`, bucket: 'missing' }).put(
          stored,
          PNG,
          'image/png',
        ),
      ).rejects.toThrow('the file store refused');
    } finally {
      await server.close();
    }
  });
});
