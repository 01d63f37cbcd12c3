import createClient, { type Middleware } from 'openapi-fetch';
import type { ErrorBody } from '@orioni/contracts';
import { ERROR_KEYS, isErrorKey, type ErrorKey } from '@orioni/contracts/error-keys';
import { toLocale } from '@orioni/contracts/constants';
import type { paths } from './api-schema.gen';
import { storedLanguage } from './i18n';
import { COOKIE_KEYS, getCookie, removeCookie, setCookie } from './storage';

/**
 * The one client for the product API, typed from its OpenAPI document (`api-schema.gen.ts`,
 * `npm run api:types`): paths, parameters, bodies and answers are checked by the compiler. It sends
 * the bearer token and the language on screen (names come in it, decision 26), takes a renewed
 * token from any response's Authorization header, turns error bodies into ApiError, and reports a
 * 401 so the session logs out (spec sections 4 and 7).
 */

export class ApiError extends Error {
  readonly status: number;
  /** A key of the error catalogue: the server's, NETWORK_ERROR without an answer, INTERNAL_ERROR for an unreadable one. */
  readonly key: ErrorKey;
  readonly fieldErrors: Record<string, string>;
  constructor(status: number, body: Partial<ErrorBody> | null | undefined) {
    const key: ErrorKey = isErrorKey(body?.errorKey) ? body.errorKey : status === 0 ? 'NETWORK_ERROR' : 'INTERNAL_ERROR';
    super(body?.errorMessage || ERROR_KEYS[key]);
    this.name = 'ApiError';
    this.status = status;
    this.key = key;
    this.fieldErrors = body?.fieldErrors ?? {};
  }
}

export const getToken = (): string | null => getCookie(COOKIE_KEYS.token);
export const storeToken = (token: string): void => setCookie(COOKIE_KEYS.token, token, 30);
export const clearToken = (): void => removeCookie(COOKIE_KEYS.token);

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();
/** A 401 answered before anyone listened (a start-up request): told to the first listener. */
let unheardUnauthorized = false;
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  if (unheardUnauthorized) {
    unheardUnauthorized = false;
    listener();
  }
  return () => unauthorizedListeners.delete(listener);
}

/** The bearer token goes with every call that does not name its own; renewed tokens are kept. */
const session: Middleware = {
  onRequest({ request }) {
    const token = getToken();
    if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
    return request;
  },
  onResponse({ request, response }) {
    const renewed = takeRenewedToken(response);
    if (renewed) storeToken(renewed);
    // Only the session this call carried ends on its 401 (not a newer one, not a logout's old token).
    const token = getToken();
    if (response.status === 401 && token && request.headers.get('authorization') === `Bearer ${token}`) {
      clearToken();
      if (unauthorizedListeners.size === 0) unheardUnauthorized = true;
      for (const listener of unauthorizedListeners) listener();
    }
    return response;
  },
};

export const api = createClient<paths, 'application/json'>({
  baseUrl: '',
  credentials: 'same-origin',
  headers: { accept: 'application/json' },
});
api.use(session);

/**
 * Every call names the language on screen (`Accept-Language: ka|en|ru`), read when it is sent: the
 * server answers names in it (decision 26), so a call made after a language switch gets the new ones.
 */
const screenLanguage: Middleware = {
  onRequest({ request }) {
    request.headers.set('accept-language', toLocale(storedLanguage()));
    return request;
  },
};
api.use(screenLanguage);

export function takeRenewedToken(response: Response): string | null {
  const header = response.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

const isErrorBody = (value: unknown): value is Partial<ErrorBody> =>
  typeof value === 'object' && value !== null && ('errorKey' in value || 'errorMessage' in value);

/** What an openapi-fetch call settles to: the parsed body of a success, or the error body. */
type Answer<D> = { data: D; error?: never; response: Response } | { data?: never; error: unknown; response: Response };
/** The `data` of a success body `{ data }` (every product API answer has this envelope). */
type DataOf<D> = D extends { data: infer T } ? T : never;

const isEnvelope = <D>(body: D | undefined): body is D & { data: DataOf<D> } => typeof body === 'object' && body !== null && 'data' in body;

/**
 * The answer of a call: its `data` on success; an ApiError for an error answer, and NETWORK_ERROR
 * when nothing came back (an abort is passed on as it is).
 */
export async function answer<D>(call: Promise<Answer<D>>): Promise<DataOf<D>> {
  let settled: Answer<D>;
  try {
    settled = await call;
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError(0, null);
  }
  if (!settled.response.ok || !isEnvelope(settled.data)) {
    throw new ApiError(settled.response.ok ? 500 : settled.response.status, isErrorBody(settled.error) ? settled.error : null);
  }
  return settled.data.data;
}
