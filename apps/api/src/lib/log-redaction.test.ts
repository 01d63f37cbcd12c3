import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './lazy-child-logger.ts';
import { redactingLoggerOptions, redactText, redactUrl } from './log-redaction.ts';

describe('log redaction (issue 25 item 14)', () => {
  it('issue 25 item 14: replaces the values of secret query parameters, whatever their case or encoding, and keeps the rest', () => {
    expect(redactUrl('/?verificationCode=abc_DEF-1')).toBe('/?verificationCode=[redacted]');
    expect(redactUrl('/?otp=123456&username=a%40b.ge&lang=en')).toBe('/?otp=[redacted]&username=[redacted]&lang=en');
    expect(redactUrl('/x?TOKEN=t&Reset%4Bey=k&code=&page=2#top')).toBe(
      '/x?TOKEN=[redacted]&Reset%4Bey=[redacted]&code=[redacted]&page=2#top',
    );
    expect(redactUrl('/api/admin/user/list?query=nino&offset=0')).toBe('/api/admin/user/list?query=nino&offset=0');
    expect(redactUrl('/sandbox-gateway/pay/abcDEF123?lang=ka')).toBe('/sandbox-gateway/pay/[redacted]?lang=ka');
    expect(redactUrl('/cart')).toBe('/cart');
    expect(redactUrl('/?%E0%A4%A=1&otp=9')).toBe('/?%E0%A4%A=1&otp=[redacted]');
  });

  it('issue 25 item 14: finds links inside messages and error texts', () => {
    expect(redactText('Route GET:/?verificationCode=abc not found')).toBe('Route GET:/?verificationCode=[redacted] not found');
    expect(redactText('open https://shop.ge/?otp=111222&username=x%40y.ge now')).toBe(
      'open https://shop.ge/?otp=[redacted]&username=[redacted] now',
    );
    expect(redactText('card page http://localhost:3000/sandbox-gateway/pay/SECRET1')).toBe(
      'card page http://localhost:3000/sandbox-gateway/pay/[redacted]',
    );
    expect(redactText('nothing to hide at /api/health')).toBe('nothing to hide at /api/health');
  });

  it("issue 25 item 14: a request's child logger redacts messages and errors too", async () => {
    let log = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream, ...redactingLoggerOptions() }, childLoggerFactory: lazyChildLogger });
    app.get('/probe', async (request) => {
      request.log.info(`opened ${request.url}`);
      request.log.error({ err: new Error(`failed on ${request.url}`, { cause: new Error('see /?resetKey=kSecret2') }) }, 'probe failed');
      return { ok: true };
    });
    await app.inject({ url: '/probe?code=cSecret1&token=tSecret1' });
    await app.close();
    expect(log).toContain('opened /probe?code=[redacted]&token=[redacted]');
    expect(log).toContain('failed on /probe?code=[redacted]&token=[redacted]');
    expect(log).toContain('/?resetKey=[redacted]');
    expect(log).not.toMatch(/cSecret1|tSecret1|kSecret2/);
  });
});
