import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from './modules/accounts/device-cookie.ts';
import { createSignedInUser } from './test/auth.ts';
import { createTestApp, PRODUCTION_ENV, type TestContext } from './test/test-app.ts';

/**
 * Cookies set by the server (issue 13, security checks): `HttpOnly` unless the web reads the cookie
 * itself, `Secure` in production, `SameSite=Lax` or `Strict`.
 *
 * The server sets one cookie: `orioni_device` at each successful sign-in (ADR 025, the device cookie
 * that keeps the owner's browser out of the account lock; HttpOnly). The session token comes back in
 * the `Authorization` response header, and the web keeps it, with the language, in cookies it writes itself
 * (`apps/web/src/lib/storage.ts`: `token` and `lang`, `SameSite=Strict`, `Secure` on https). The
 * server only reads them (the page shell's language and signed-in first screen). Those two are
 * read by the web's script, so if the server ever set them they could not be `HttpOnly`; every
 * other cookie must be. This test walks the main journeys in a development and a production build
 * and checks every `Set-Cookie` against that rule, and that no cookie appears that this list does
 * not know (the fuzzing test checks that no route sets one).
 */
const WEB_READABLE = new Set(['token', 'lang']);
/** Cookies the server is known to set; a new one is added here after its flags are decided. */
const KNOWN_SERVER_COOKIES: string[] = [DEVICE_COOKIE];

/** What is wrong with one `Set-Cookie` value under the policy above. */
export function cookieProblems(setCookie: string, production: boolean): string[] {
  const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
  const name = pair.slice(0, pair.indexOf('='));
  const flags = new Map(
    attributes.map((a) => {
      const [key = '', value = ''] = a.split('=');
      return [key.toLowerCase(), value.toLowerCase()];
    }),
  );
  const problems: string[] = [];
  if (!WEB_READABLE.has(name) && !flags.has('httponly')) problems.push(`${name}: not HttpOnly`);
  if (production && !flags.has('secure')) problems.push(`${name}: not Secure in production`);
  if (!['lax', 'strict'].includes(flags.get('samesite') ?? '')) problems.push(`${name}: SameSite is not Lax or Strict`);
  return problems;
}

describe('the cookie policy', () => {
  it('accepts a well-flagged cookie and names each missing flag', () => {
    expect(cookieProblems('sid=abc; Path=/; HttpOnly; Secure; SameSite=Lax', true)).toEqual([]);
    expect(cookieProblems('sid=abc; Path=/; HttpOnly; SameSite=Strict', false)).toEqual([]);
    expect(cookieProblems('sid=abc; Path=/', true)).toEqual([
      'sid: not HttpOnly',
      'sid: not Secure in production',
      'sid: SameSite is not Lax or Strict',
    ]);
    expect(cookieProblems('sid=abc; HttpOnly; Secure; SameSite=None', true)).toEqual(['sid: SameSite is not Lax or Strict']);
    // The web reads its token cookie: it cannot be HttpOnly, but the other rules hold.
    expect(cookieProblems('token=abc; Path=/; SameSite=Strict', false)).toEqual([]);
    expect(cookieProblems('token=abc; Path=/; SameSite=Strict', true)).toEqual(['token: not Secure in production']);
  });
});

describe.each(['development', 'production'] as const)('cookies set by the server (%s)', (env) => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'orioni-cookies-'));
  fs.mkdirSync(path.join(base, 'assets'));
  fs.writeFileSync(path.join(base, 'index.html'), '<!doctype html><html lang="ka"><head></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(base, 'assets/app-1.js'), 'console.log(1)');

  let t: TestContext;
  const seen: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { WEB_DIST: base, ...(env === 'production' ? PRODUCTION_ENV : {}) } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  const send = async (options: InjectOptions): Promise<LightMyRequestResponse> => {
    const res = await t.app.inject(options);
    const setCookie = res.headers['set-cookie'];
    if (setCookie) seen.push(...(Array.isArray(setCookie) ? setCookie : [setCookie]));
    return res;
  };
  const json = { 'content-type': 'application/json' };

  it('the journeys (register, log in, cart, card page, pages, content, errors, log out) set only well-flagged cookies', async () => {
    expect(t.config.isProduction).toBe(env === 'production');
    await send({
      method: 'POST',
      url: '/api/user/public/register',
      headers: json,
      payload: {
        username: `cookie-${env}@example.ge`,
        password: 'Correct#Horse9',
        mobile: '+995 555 12 34 56',
        customerType: 'PHYSICAL',
        language: 'EN',
      },
    });
    const user = await createSignedInUser(t);
    const login = await send({
      method: 'POST',
      url: '/api/user/public/login',
      headers: json,
      payload: { username: user.email, password: user.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    // Issue 25 item 10: the sign-in set the device cookie, under the policy checked below.
    expect(String(login.headers['set-cookie'])).toMatch(new RegExp(`^${DEVICE_COOKIE}=`));
    const auth = { authorization: String(login.headers.authorization) };
    expect((await send({ url: '/api/user', headers: auth })).statusCode).toBe(200);
    expect((await send({ method: 'PUT', url: '/api/product/cart?productKey=ORIONI_ERP_M1&quantity=1', headers: auth })).statusCode).toBe(
      200,
    );
    await send({ url: '/api/product/cart', headers: auth });
    const card = await send({
      method: 'POST',
      url: `/api/payment/card?successRedirectUrl=${encodeURIComponent(`${t.config.publicUrl}/cart`)}&errorRedirectUrl=${encodeURIComponent(`${t.config.publicUrl}/cart?failed=1`)}`,
      headers: auth,
    });
    expect(card.statusCode, card.body).toBe(200);
    const page = new URL(card.json().data.redirectUrl as string).pathname;
    expect((await send({ url: page })).statusCode).toBe(200);
    const submitted = await send({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardholder=Cookie+Tester&cardnumber=4111111111111111&expiry=12%2F40&cvc=123&action=save',
    });
    expect(submitted.statusCode).toBe(303);
    expect((await send({ url: '/api/payment/card', headers: auth })).json().data).not.toBeNull();
    for (const url of [
      '/',
      '/cart',
      '/assets/app-1.js',
      '/cms/api/home?locale=en',
      '/api/health',
      '/api/docs/json',
      '/api/nope',
      '/media/none.png',
    ]) {
      await send({ url, headers: { ...auth, cookie: 'token=abc; lang=EN' } });
    }
    await send({ method: 'POST', url: '/api/user/public/login', headers: json, payload: '{' });
    await send({ method: 'PUT', url: '/api/user/logout', headers: auth });

    const problems = seen.flatMap((cookie) => cookieProblems(cookie, env === 'production'));
    expect(problems).toEqual([]);
    const names = [...new Set(seen.map((cookie) => cookie.slice(0, cookie.indexOf('='))))];
    expect(
      names.filter((name) => !KNOWN_SERVER_COOKIES.includes(name)),
      'cookies this test does not know',
    ).toEqual([]);
  });
});
