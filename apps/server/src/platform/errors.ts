import type { Failure, FailureValue, FieldIssue } from '@platform/contracts/envelope';
import { ERROR_STATUS, type ErrorCode } from '@platform/contracts/errors/codes';
import { errorMessage } from '@platform/contracts/errors/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';

type FailureOptions = {
  params?: Record<string, string | number>;
  issues?: FieldIssue[];
  value?: FailureValue;
  headers?: Record<string, string>;
};

/** Answers with the error envelope, its message in the request's language. */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  options: FailureOptions = {},
): FastifyReply {
  const body: Failure = {
    success: false,
    errorCode: code,
    message: errorMessage(code, request.language, options.params),
    ...(options.issues ? { issues: options.issues } : {}),
    ...(options.value ? { value: options.value } : {}),
  };
  return reply
    .code(ERROR_STATUS[code])
    .headers(options.headers ?? {})
    .type('application/json; charset=utf-8')
    .send(body);
}

/** Fastify's own request errors, each mapped to the code a client is told. */
const FRAMEWORK_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.malformed',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.malformed',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.malformed',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.malformed',
  FST_ERR_BAD_URL: 'request.malformed',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.too.large',
  FST_ERR_NOT_FOUND: 'route.not.found',
  // Uploads (multipart.ts): more parts than an upload has, or a form cut short.
  FST_PARTS_LIMIT: 'request.too.large',
  FST_FILES_LIMIT: 'request.too.large',
  FST_FIELDS_LIMIT: 'request.too.large',
  FST_PROTO_VIOLATION: 'request.malformed',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'request.malformed',
  FST_MP_PREMATURE_CLOSE: 'request.malformed',
};

/** Errors from plugins that carry only an HTTP status keep its meaning. */
const STATUS_ERRORS: Record<number, ErrorCode> = {
  403: 'access.forbidden',
  404: 'route.not.found',
  405: 'method.not.allowed',
};

function validationIssues(error: FastifyError): FieldIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const context = error.validationContext ?? 'request';
  return error.validation.map((issue) => ({
    path: [context, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
    code: issue.keyword,
  }));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendFailure(request, reply, error.code, {
        params: error.params,
        headers: error.headers,
        ...(error.issues ? { issues: error.issues } : {}),
        ...(error.value ? { value: error.value } : {}),
      });
    }
    if (error.validation) {
      return sendFailure(request, reply, 'request.invalid', { issues: validationIssues(error) });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return sendFailure(request, reply, known);
    if (error.statusCode === 429) {
      return sendFailure(request, reply, 'rate.limited', {
        params: { retryAfter: String(reply.getHeader('retry-after') ?? 60) },
      });
    }
    const byStatus = error.statusCode ? STATUS_ERRORS[error.statusCode] : undefined;
    if (byStatus) return sendFailure(request, reply, byStatus);
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.warn({ err: error }, 'client error without a mapped code');
      return sendFailure(request, reply, 'request.malformed');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(request, reply, 'system.error');
  });
}
