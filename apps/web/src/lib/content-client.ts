import { contentCallPath, type ContentRequest } from '@orioni/contracts/content-requests';
import type { Locale } from '@orioni/contracts/constants';

/**
 * The one client for the content service. Its base URL is configuration (`VITE_CONTENT_URL`), so
 * the same build can read the built-in content module (`/cms`) or a real Strapi v4.
 */
export const CONTENT_BASE = (import.meta.env.VITE_CONTENT_URL as string | undefined)?.replace(/\/$/, '') || '/cms';

export class ContentError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`Content ${path} answered ${status}`);
    this.name = 'ContentError';
  }
}

export function contentUrl(locale: Locale, request: ContentRequest): string {
  return `${CONTENT_BASE}${contentCallPath(locale, request)}`;
}

/**
 * Content the server put into the page it served (`<script id="initial-content">`), keyed by the
 * URL this client would fetch. Each entry is used once, by the first render that asks for it; a
 * later read (a refetch, another language) goes to the network. Anything unreadable is ignored.
 */
let initialContent: Map<string, unknown> | null = null;

/** The server's render of a page's first screen hands the same content in directly. */
export function provideInitialContent(content: Record<string, unknown>): void {
  initialContent = new Map(Object.entries(content));
}

export function takeInitialContent<T>(url: string): T | undefined {
  if (!initialContent) {
    initialContent = new Map();
    const script = typeof document === 'undefined' ? null : document.getElementById('initial-content');
    try {
      const parsed: unknown = script?.textContent ? JSON.parse(script.textContent) : null;
      if (parsed && typeof parsed === 'object') for (const [key, value] of Object.entries(parsed)) initialContent.set(key, value);
    } catch {
      /* a broken inline block only costs the round trip it was meant to save */
    }
  }
  const value = initialContent.get(url);
  initialContent.delete(url);
  return value as T | undefined;
}

/** Strapi v4 envelope: `{ data, meta }`. */
export async function fetchContent<T>(locale: Locale, request: ContentRequest, signal?: AbortSignal): Promise<T> {
  const url = contentUrl(locale, request);
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new ContentError(response.status, request.path);
  return (await response.json()) as T;
}

/** Absolute URL of a media file named by the content service. */
export function mediaUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//.test(url)) return url;
  return CONTENT_BASE.startsWith('http') ? `${new URL(CONTENT_BASE).origin}${url}` : url;
}
