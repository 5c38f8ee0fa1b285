import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (brotli, then gzip), ignoring any it refuses with q=0. */
export function chooseEncoding(header: string | undefined): Encoding {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Below this an answer goes as it is: its compressed form would save less than a packet, for the
 * time compressing and inflating it costs on both ends.
 */
const THRESHOLD_BYTES = 1024;
/** JSON and text answers; images, files and event streams are left alone. */
const COMPRESSIBLE = /^(application\/(json|problem\+json)|text\/(csv|plain))\b/;
const compress = {
  // Brotli's default quality (11) is for files compressed once; 4 compresses an API answer about as
  // small as gzip's best in a fraction of the time.
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Compresses the API's JSON and text answers above THRESHOLD_BYTES, brotli or gzip as the client's
 * Accept-Encoding allows. An answer already encoded (the site's pages, compressed once when rendered)
 * and a streamed one (a CSV export) pass as they are; an event stream takes over its response and is
 * never buffered here.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (Buffer.byteLength(payload) < THRESHOLD_BYTES || reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return encoding === 'br' ? compress.br(payload, BROTLI) : compress.gzip(payload);
  });
}
