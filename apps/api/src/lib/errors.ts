import { ERROR_KEYS, type ErrorKey } from '@orioni/contracts';

/**
 * An expected failure: a key the web can translate, the English message, and the HTTP status.
 * Services throw these; the error handler turns them into `{ errorKey, errorMessage }`.
 */
export class AppError extends Error {
  readonly key: string;
  readonly status: number;
  readonly fieldErrors: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    key: ErrorKey | (string & {}),
    options: { status?: number; message?: string; fieldErrors?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(options.message ?? (ERROR_KEYS as Record<string, string>)[key] ?? key);
    this.name = 'AppError';
    this.key = key;
    this.status = options.status ?? 400;
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers;
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', { status: 404, message });
export const unauthorized = (message?: string) => new AppError('UNAUTHORIZED', { status: 401, message });
export const forbidden = (message?: string) => new AppError('FORBIDDEN', { status: 403, message });
export const conflict = (key: ErrorKey = 'CONFLICT', message?: string) => new AppError(key, { status: 409, message });
export const validationError = (fieldErrors: Record<string, string>) =>
  new AppError('VALIDATION_ERROR', { status: 400, fieldErrors, message: Object.values(fieldErrors)[0] });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', { status: 429, headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
