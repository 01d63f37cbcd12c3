import type { ErrorBody } from '@orioni/contracts';
import { ERROR_KEYS, isErrorKey, type ErrorKey } from '@orioni/contracts/error-keys';
import { COOKIE_KEYS, getCookie, removeCookie, setCookie } from './storage';

/**
 * The one client for the product API. It sends the bearer token, takes a renewed token from any
 * response's Authorization header, turns error bodies into ApiError, and reports a 401 so the
 * session logs out (spec sections 4 and 7).
 */
export const API_BASE = '/api';

export class ApiError extends Error {
  readonly status: number;
  /** A key of the error catalogue: the server's, NETWORK_ERROR without an answer, INTERNAL_ERROR for an unreadable one. */
  readonly key: ErrorKey;
  readonly fieldErrors: Record<string, string>;
  constructor(status: number, body: Partial<ErrorBody> | null) {
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
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Return the raw Response (file downloads). */
  raw?: boolean;
}

export function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(key, value === null ? '' : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function takeRenewedToken(response: Response): string | null {
  const header = response.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${path.replace(/^\//, '')}${buildQuery(options.query)}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, null);
  }

  const renewed = takeRenewedToken(response);
  if (renewed) storeToken(renewed);

  if (response.status === 401 && token) {
    clearToken();
    for (const listener of unauthorizedListeners) listener();
  }
  if (!response.ok) {
    let body: Partial<ErrorBody> | null = null;
    try {
      body = (await response.json()) as Partial<ErrorBody>;
    } catch {
      body = null;
    }
    throw new ApiError(response.status, body);
  }
  if (options.raw) return response as unknown as T;
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Most calls answer `{ data }`; this unwraps it. */
export async function apiData<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const body = await apiRequest<{ data: T }>(path, options);
  return body?.data as T;
}
