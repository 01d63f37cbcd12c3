import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Lifecycle } from '../../app-types.ts';
import { contentAnswerHeaders, etagMatches, pickEncoding } from './content.answer.ts';
import type { ContentResponse, ContentService } from './content.service.ts';

/** A plain content URL: the type (the route's own pattern) and the raw query, nothing else. */
const PLAIN_CONTENT_URL = /^\/cms\/api\/([a-z-]+)(?:\?([^#]*))?$/;

export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The content API's hottest case answered in front of the router: a plain `GET /cms/api/{type}`
 * without a token or a body, whose answer is cached and fresh, is written straight from the cache
 * with the same headers the route sends (security headers included) and true is returned.
 * Anything else returns false and goes through Fastify as usual: a miss or a stale answer (the
 * route rebuilds it), a bad type or query (the route refuses it), a token (the auth hook may renew
 * it), a NUL byte (the input guard), HEAD and other methods, and every request while draining.
 * Fastify's routing, hooks and reply cost about a fifth of this route's throughput (ADR 020).
 * A hit is not written to the request log (what a CDN in front would also absorb).
 */
export function contentFastPath(
  service: Pick<ContentService, 'peek'>,
  options: { securityHeaders: Record<string, string>; cacheControl: string; lifecycle: Lifecycle },
): FastPath {
  const { securityHeaders, cacheControl, lifecycle } = options;
  const prepared = new WeakMap<ContentResponse, Partial<Record<'br' | 'gzip' | 'identity' | 'notModified', Record<string, string>>>>();
  return (req, res) => {
    const url = req.url;
    if (req.method !== 'GET' || url === undefined || !url.startsWith('/cms/api/') || lifecycle.draining) return false;
    const headers = req.headers;
    if (headers.authorization !== undefined || headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined)
      return false;
    if (url.includes('%00')) return false;
    const match = PLAIN_CONTENT_URL.exec(url);
    if (!match) return false;
    const answer = service.peek(match[1]!, match[2] ?? '');
    if (!answer) return false;
    const notModified = etagMatches(headers['if-none-match'], answer.etag);
    const encoding = notModified ? null : pickEncoding(headers['accept-encoding']);
    const variant = notModified ? 'notModified' : (encoding ?? 'identity');
    // The whole header set of each variant is made once per answer (an answer lives until its rebuild):
    // merging two header objects per request cost more than the rest of this path together.
    let variants = prepared.get(answer);
    if (!variants) prepared.set(answer, (variants = {}));
    let responseHeaders = variants[variant];
    if (!responseHeaders) {
      const extra = notModified ? {} : { 'content-length': String((encoding ? answer[encoding] : answer.body).length) };
      responseHeaders = variants[variant] = Object.assign({}, securityHeaders, contentAnswerHeaders(answer, cacheControl, encoding, notModified), extra);
    }
    res.writeHead(notModified ? 304 : 200, responseHeaders);
    if (notModified) res.end();
    else res.end(encoding ? answer[encoding] : answer.body);
    return true;
  };
}
