import { ERROR_CATALOGUE, type ErrorKey } from '@orioni/contracts/error-keys';

/**
 * An expected failure: a key of the error catalogue (a type error otherwise), its HTTP status and
 * English message from the catalogue (a message of its own when it says more), field errors and
 * headers. Services throw these; the error handler turns them into `{ errorKey, errorMessage }`.
 */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly status: number;
  readonly fieldErrors: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(key: ErrorKey, options: { message?: string; fieldErrors?: Record<string, string>; headers?: Record<string, string> } = {}) {
    super(options.message ?? ERROR_CATALOGUE[key].message);
    this.name = 'AppError';
    this.key = key;
    this.status = ERROR_CATALOGUE[key].status;
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers;
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', { message });
export const unauthorized = (message?: string) => new AppError('UNAUTHORIZED', { message });
export const forbidden = (message?: string) => new AppError('FORBIDDEN', { message });
export const conflict = (key: ErrorKey = 'CONFLICT', message?: string) => new AppError(key, { message });
export const validationError = (fieldErrors: Record<string, string>) =>
  new AppError('VALIDATION_ERROR', { fieldErrors, message: Object.values(fieldErrors)[0] });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
