import type { ContentResponse } from './content.service.ts';

export type ContentEncoding = 'br' | 'gzip' | null;

/** The encoding of a cached answer for an `Accept-Encoding` header: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding {
  const accepts = String(acceptEncoding ?? '');
  return /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
}

/** `If-None-Match` holds this ETag (weak or strong, in a list, or `*`). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const tag = part.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/**
 * The route's own headers on a cached content answer (the security headers come from the app), for
 * the Fastify route and for the fast path in front of the router alike: validators, caching, and
 * for a 200 the encoding and type.
 */
export function contentAnswerHeaders(answer: ContentResponse, cacheControl: string, encoding: ContentEncoding, notModified: boolean) {
  const headers: Record<string, string> = { etag: answer.etag, 'cache-control': cacheControl, vary: 'Accept-Encoding' };
  if (notModified) return headers;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-type'] = 'application/json; charset=utf-8';
  return headers;
}

/** The `Cache-Control` of content answers: a CDN may keep them `maxAgeSeconds`, and serve them stale a while longer. */
export function contentCacheControl(maxAgeSeconds: number): string {
  return `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${Math.max(60, maxAgeSeconds * 5)}`;
}
