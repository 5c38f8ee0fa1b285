// No schema here: the sites import this module for formDataOf, and a schema's import of zod would put the
// whole validation library in their first download (the schema is in uploaded-file.ts).

/** An uploaded file is at most this large (withdrawal proofs, activity images, KYC documents, staff images). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * The body a site or console sends for an upload whose schema has file parts: each file as a Blob
 * (a File the member picked), the other fields as their text.
 */
export type FormBody<T> = {
  [K in keyof T]: T[K] extends Uint8Array
    ? Blob
    : T[K] extends Uint8Array[]
      ? Blob[]
      : T[K] extends Uint8Array[] | undefined
        ? Blob[] | undefined
        : T[K];
};

/**
 * The multipart form of an upload's body: a list is sent as repeated `name[]` parts (the server reads
 * those as a list, however many there are), absent values are left out.
 */
export function formDataOf(body: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (Array.isArray(value)) for (const item of value) form.append(`${name}[]`, item);
    else if (value instanceof Blob) form.append(name, value);
    else if (value !== undefined && value !== null) form.append(name, String(value));
  }
  return form;
}
