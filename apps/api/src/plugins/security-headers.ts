import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

/** The Content-Security-Policy of this deployment: self only, plus the tracker and chat origins it configures. */
export function contentSecurityPolicy(config: Pick<AppConfig, 'trackerOrigins' | 'isProduction'>): string {
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
  if (config.isProduction) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/**
 * Security headers on every response: a strict CSP, nosniff, a referrer policy, no framing by other
 * sites, and the cross-origin isolation pair. The set depends only on configuration, so it is built
 * once and copied onto each reply by a synchronous hook (a per-request policy builder cost about
 * 8% of the content API's throughput; see ADR 008). A route may still override one (the sandbox
 * bank's page sets its own CSP).
 */
export function securityHeaders(config: Pick<AppConfig, 'trackerOrigins' | 'isProduction'>): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(config.isProduction ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' } : {}),
  };
}

export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
