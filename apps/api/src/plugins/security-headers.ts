import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_KEYS } from '@orioni/contracts/error-keys';
import type { AppConfig } from '../config.ts';

/** What the headers depend on: the tracker origins, and whether the answer goes out over HTTPS in production. */
export type HeaderConfig = Pick<AppConfig, 'trackerOrigins' | 'isProduction'>;

/**
 * The Content-Security-Policy of this deployment: self only, plus the tracker and chat origins it
 * configures. `upgrade-insecure-requests` only on an HTTPS answer in production (`secure`): sent over
 * plain HTTP it makes the browser ask for every asset over HTTPS, which a site served only over HTTP
 * does not answer (issue 39 item 18).
 */
export function contentSecurityPolicy(config: HeaderConfig, secure = false): string {
  const extra = config.trackerOrigins;
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['script-src', ["'self'", ...extra]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...extra]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...extra]],
    ['media-src', ["'self'"]],
    ['frame-src', ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com', ...extra]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
  ];
  const policy = directives.map(([name, values]) => `${name} ${values.join(' ')}`);
  if (config.isProduction && secure) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/**
 * Security headers on every response: a strict CSP, nosniff, a referrer policy, no framing by other
 * sites, and the cross-origin isolation pair. The set depends only on configuration, so it is built
 * once and copied onto each reply by a synchronous hook (a per-request policy builder cost about
 * 8% of the content API's throughput; see ADR 008). A route may still override one (the sandbox
 * bank's page sets its own CSP).
 */
export function securityHeaders(config: HeaderConfig, secure = false): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config, secure),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    // HSTS is ignored by browsers over HTTP (RFC 6797 §8.1) and says nothing true there: HTTPS answers only.
    ...(config.isProduction && secure ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' } : {}),
  };
}

/**
 * Whether an answer goes out over HTTPS: `HTTPS_HEADERS=always` says every answer does (a site
 * reached only over HTTPS); otherwise the request's own protocol, which with `TRUST_PROXY` is the
 * trusted balancer's `X-Forwarded-Proto` (Fastify's `request.protocol`), and is never taken from a
 * caller the proxy setting does not trust.
 */
export function answersOverHttps(request: FastifyRequest, httpsHeaders: AppConfig['httpsHeaders']): boolean {
  return httpsHeaders === 'always' || request.protocol === 'https';
}

/**
 * Copies the baseline onto each reply; in production an answer over HTTPS gets the set with HSTS and
 * `upgrade-insecure-requests` instead (both sets built once).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: HeaderConfig & Pick<AppConfig, 'httpsHeaders'>): void {
  const plain = securityHeaders(config, false);
  const secure = securityHeaders(config, true);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(answersOverHttps(request, config.httpsHeaders) ? secure : plain);
    done();
  });
}

/**
 * Fastify's `clientErrorHandler`: answers a request Node's HTTP parser refused (a broken request
 * line, headers over the size limit, a timeout) before Fastify ever saw it, so no hook ran. Same
 * statuses as Fastify's default, with our error shape and the security headers.
 */
export function clientErrorResponder(headers: Record<string, string>): (error: NodeJS.ErrnoException, socket: Socket) => void {
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error, socket) => {
    // A reset connection has nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify({ errorKey: 'BAD_REQUEST', errorMessage: ERROR_KEYS.BAD_REQUEST });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n${headerLines}\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
