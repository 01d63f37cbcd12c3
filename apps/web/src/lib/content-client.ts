import type { Locale } from '@orioni/contracts';

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

export interface ContentQuery {
  locale: Locale;
  populate?: string | string[];
  filters?: Record<string, string>;
  signal?: AbortSignal;
}

export function contentUrl(path: string, query: Omit<ContentQuery, 'signal'>): string {
  const params = new URLSearchParams();
  params.set('locale', query.locale);
  const populate = query.populate;
  if (Array.isArray(populate)) populate.forEach((p, i) => params.set(`populate[${i}]`, p));
  else if (populate) params.set('populate', populate);
  for (const [field, value] of Object.entries(query.filters ?? {})) params.set(`filters[${field}][$eq]`, value);
  return `${CONTENT_BASE}/api/${path.replace(/^\//, '')}?${params.toString()}`;
}

/** Strapi v4 envelope: `{ data, meta }`. */
export async function fetchContent<T>(path: string, query: ContentQuery): Promise<T> {
  const response = await fetch(contentUrl(path, query), { headers: { accept: 'application/json' }, signal: query.signal });
  if (!response.ok) throw new ContentError(response.status, path);
  return (await response.json()) as T;
}

/** Absolute URL of a media file named by the content service. */
export function mediaUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//.test(url)) return url;
  return CONTENT_BASE.startsWith('http') ? `${new URL(CONTENT_BASE).origin}${url}` : url;
}
