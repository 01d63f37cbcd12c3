import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_ACCOUNTS_SECRET, DEVELOPMENT_SANDBOX_SECRET, loadConfig } from './config.ts';

const production = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.example.ge:587',
  SANDBOX_GATEWAY_SECRET: 'x'.repeat(40),
  ACCOUNTS_SECRET: 'y'.repeat(40),
};
const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
};

describe('configuration', () => {
  it('starts in development with no variables at all, with a 10 s shutdown deadline', () => {
    const config = loadConfig({});
    expect(config.isProduction).toBe(false);
    expect(config.payments.sandboxSecret).toBe(DEVELOPMENT_SANDBOX_SECRET);
    expect(config.shutdownTimeoutMs).toBe(10_000);
  });

  it('accepts a complete production configuration', () => {
    expect(refusal(production)).toBeNull();
    expect(loadConfig({ ...production, SHUTDOWN_TIMEOUT_MS: '2500' }).shutdownTimeoutMs).toBe(2500);
  });

  it('refuses production without SMTP_URL or a real gateway secret, naming the variable', () => {
    expect(refusal({ ...production, SMTP_URL: '' })).toContain('SMTP_URL');
    expect(refusal({ ...production, SANDBOX_GATEWAY_SECRET: '' })).toContain('SANDBOX_GATEWAY_SECRET');
    expect(refusal({ ...production, SANDBOX_GATEWAY_SECRET: DEVELOPMENT_SANDBOX_SECRET })).toContain('SANDBOX_GATEWAY_SECRET');
    expect(refusal({ ...production, SANDBOX_GATEWAY_SECRET: 'short-secret' })).toContain('SANDBOX_GATEWAY_SECRET');
    expect(refusal({ ...production, DEV_TOOLS: 'true' })).toContain('DEV_TOOLS');
  });

  it('issue 25 item 13: production refuses a missing, development or short ACCOUNTS_SECRET; development has a default', () => {
    expect(loadConfig({}).accountsSecret).toBe(DEVELOPMENT_ACCOUNTS_SECRET);
    expect(loadConfig(production).accountsSecret).toBe('y'.repeat(40));
    expect(refusal({ ...production, ACCOUNTS_SECRET: '' })).toContain('ACCOUNTS_SECRET');
    expect(refusal({ ...production, ACCOUNTS_SECRET: DEVELOPMENT_ACCOUNTS_SECRET })).toContain('ACCOUNTS_SECRET');
    expect(refusal({ ...production, ACCOUNTS_SECRET: 'short-secret' })).toContain('ACCOUNTS_SECRET');
  });

  it('issue 39 item 3: PAYMENT_GATEWAY=bog in production refuses a PUBLIC_URL that is not https, naming it', () => {
    const bog = { ...production, PAYMENT_GATEWAY: 'bog', BOG_CLIENT_ID: 'id', BOG_CLIENT_SECRET: 'secret', BOG_PUBLIC_KEY: 'pem' };
    expect(refusal({ ...bog, PUBLIC_URL: 'http://orioni.ge' })).toMatch(/PUBLIC_URL.*https.*"http:\/\/orioni\.ge"/);
    expect(refusal(bog)).toMatch(/PUBLIC_URL.*not set/);
    expect(refusal({ ...bog, PUBLIC_URL: 'https://orioni.ge' })).toBeNull();
    // Only the bank needs it: the sandbox and development keep http.
    expect(refusal({ ...production, PUBLIC_URL: 'http://orioni.ge' })).toBeNull();
    expect(
      refusal({ PAYMENT_GATEWAY: 'bog', BOG_CLIENT_ID: 'id', BOG_CLIENT_SECRET: 'secret', PUBLIC_URL: 'http://localhost:3000' }),
    ).toBeNull();
  });

  it('issue 42: webhooks are tried every second with a 10 s timeout; private addresses and http only outside production', () => {
    expect(loadConfig({}).webhooks).toEqual({ intervalMs: 1000, timeoutMs: 10_000, allowPrivate: true });
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE: 'false' }).webhooks.allowPrivate).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).webhooks.allowPrivate).toBe(true);
    expect(loadConfig(production).webhooks).toEqual({ intervalMs: 1000, timeoutMs: 10_000, allowPrivate: false });
    expect(loadConfig({ ...production, WEBHOOKS_ALLOW_PRIVATE: 'false' }).webhooks.allowPrivate).toBe(false);
    expect(refusal({ ...production, WEBHOOKS_ALLOW_PRIVATE: 'true' })).toContain('WEBHOOKS_ALLOW_PRIVATE');
    expect(loadConfig({ WEBHOOKS_INTERVAL_MS: '0', WEBHOOKS_TIMEOUT_MS: '2500' }).webhooks).toMatchObject({
      intervalMs: 0,
      timeoutMs: 2500,
    });
    expect(refusal({ WEBHOOKS_TIMEOUT_MS: '0' })).toMatch(/WEBHOOKS_TIMEOUT_MS/);
    expect(refusal({ WEBHOOKS_ALLOW_PRIVATE: 'yes' })).toMatch(/WEBHOOKS_ALLOW_PRIVATE/);
  });

  it('refuses values of the wrong shape with the variable and the reason', () => {
    expect(refusal({ PORT: 'eighty' })).toMatch(/PORT/);
    expect(refusal({ SHUTDOWN_TIMEOUT_MS: '-1' })).toMatch(/SHUTDOWN_TIMEOUT_MS/);
    expect(refusal({ TRUST_PROXY: 'everyone' })).toMatch(/TRUST_PROXY/);
  });
});
