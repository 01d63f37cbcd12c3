import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_KEYS, MESSAGES, type ErrorBody } from '@orioni/contracts';
import { AppError } from '../lib/errors.ts';

/**
 * One error handler for the whole API: expected failures keep their key and message, request
 * validation gives 400 with field errors, anything else is logged and answered without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const body: ErrorBody = { errorKey: error.key, errorMessage: error.message };
      if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const where = error.validationContext ?? 'body';
        const rawPath = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        if (issue.keyword === 'unrecognized_keys') {
          const keys = (issue.params as { keys?: string[] } | undefined)?.keys ?? [];
          for (const key of keys) fieldErrors[rawPath ? `${rawPath}.${key}` : key] ??= MESSAGES.unknownField;
          continue;
        }
        fieldErrors[rawPath || where] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fieldErrors)[0] ?? ERROR_KEYS.VALIDATION_ERROR;
      return reply.status(400).send({ errorKey: 'VALIDATION_ERROR', errorMessage: first, fieldErrors } satisfies ErrorBody);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ errorKey: 'INTERNAL_ERROR', errorMessage: ERROR_KEYS.INTERNAL_ERROR });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(status === 503 ? 503 : 500)
        .send({ errorKey: status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR', errorMessage: ERROR_KEYS.INTERNAL_ERROR });
    }
    // Fastify's own 4xx: unreadable JSON, wrong content type, body too large, rate limits.
    const key =
      status === 413
        ? 'PAYLOAD_TOO_LARGE'
        : status === 429
          ? 'RATE_LIMITED'
          : status === 404
            ? 'NOT_FOUND'
            : status === 401
              ? 'UNAUTHORIZED'
              : status === 403
                ? 'FORBIDDEN'
                : 'BAD_REQUEST';
    return reply.status(status).send({ errorKey: key, errorMessage: ERROR_KEYS[key] });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ errorKey: 'NOT_FOUND', errorMessage: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
