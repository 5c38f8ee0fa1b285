import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@platform/contracts/uploads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Most files one upload carries: one past an activity application's three, so that the contract
 * refuses a fourth with its own issue rather than the form being cut off.
 */
const MAX_FILES = 4;

/**
 * Lets the upload endpoints read multipart/form-data. A file larger than an upload may be is cut one
 * byte past the limit rather than refused here, so the endpoint refuses it with its own translated
 * error, as it refuses a file that is no image.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: MAX_UPLOAD_BYTES + 1,
      files: MAX_FILES,
      fields: 10,
      fieldSize: 1000,
      parts: MAX_FILES + 10,
      headerPairs: 50,
    },
  });
}

/**
 * The parts of a multipart request as the body its schema validates: a file part as its bytes, a
 * field as its text, parts named `name[]` as the list `name` (in their order); a name sent twice
 * otherwise is malformed. Another body is left as it came, for the schema to refuse (it has no file).
 */
export async function multipartBody(request: FastifyRequest): Promise<unknown> {
  if (!request.isMultipart()) return request.body;
  const body = new Map<string, unknown>();
  for await (const part of request.parts()) {
    const value = part.type === 'file' ? await part.toBuffer() : part.value;
    const listName = part.fieldname.endsWith('[]') ? part.fieldname.slice(0, -2) : undefined;
    if (listName !== undefined) {
      const list = body.get(listName) ?? [];
      if (!Array.isArray(list)) throw new AppError('request.malformed');
      list.push(value);
      body.set(listName, list);
    } else {
      if (body.has(part.fieldname)) throw new AppError('request.malformed');
      body.set(part.fieldname, value);
    }
  }
  return Object.fromEntries(body);
}
