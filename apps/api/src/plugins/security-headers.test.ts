import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts';

/** The directives of a policy, by name. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((d) => {
      const [name, ...values] = d.split(' ');
      return [name, values];
    }),
  ) as Record<string, string[]>;

describe('security headers (architecture security baseline)', () => {
  it('allows only this origin by default, forbids framing and plugins', () => {
    const csp = directives(contentSecurityPolicy({ trackerOrigins: [], isProduction: false }));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    // no inline or evaluated scripts
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
  });

  it('adds the configured tracker origins where the tracker and chat need them, and nowhere else', () => {
    const origin = 'https://tracker.example';
    const csp = directives(contentSecurityPolicy({ trackerOrigins: [origin], isProduction: false }));
    for (const name of ['script-src', 'img-src', 'connect-src', 'frame-src']) expect(csp[name], name).toContain(origin);
    for (const name of ['default-src', 'style-src', 'font-src', 'form-action', 'frame-ancestors'])
      expect(csp[name], name).not.toContain(origin);
  });

  it('sets HSTS and upgrades insecure requests in production only', () => {
    const production = securityHeaders({ trackerOrigins: [], isProduction: true });
    expect(production['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(production['content-security-policy']).toContain('upgrade-insecure-requests');
    const development = securityHeaders({ trackerOrigins: [], isProduction: false });
    expect(development['strict-transport-security']).toBeUndefined();
  });

  it('names every header of the baseline', () => {
    const headers = securityHeaders({ trackerOrigins: [], isProduction: false });
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
  });
});
