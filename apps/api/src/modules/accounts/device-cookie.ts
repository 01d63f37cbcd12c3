import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (OWASP's defence against account lockout; ADR 025). Each successful sign-in sets
 * one in that browser: `v1.<user id>.<random id>.<signature>`, signed with `ACCOUNTS_SECRET`, so
 * it cannot be guessed or made for another account. A browser that shows a valid one for the
 * account it signs in to is counted on its own limit instead of the account's, so strangers who
 * lock the account do not lock its owner out.
 */
export const DEVICE_COOKIE = 'orioni_device';
/** Where the browser sends it: the public accounts calls (sign-in and password reset) only. */
const COOKIE_PATH = '/api/user/public';
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const sign = (secret: string, payload: string): string =>
  createHmac('sha256', secret).update(`device-cookie:${payload}`).digest('base64url');

/** A new device cookie value for an account. */
export function newDeviceCookie(secret: string, userId: number): string {
  const payload = `v1.${userId}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${sign(secret, payload)}`;
}

/**
 * The device id of a valid cookie value for `userId` (the key of its own limits), or null when the
 * value is missing, forged, or belongs to another account.
 */
export function deviceIdFor(secret: string, value: string | undefined, userId: number | undefined): string | null {
  if (!value || userId === undefined) return null;
  const match = /^(v1\.(\d{1,12})\.([A-Za-z0-9_-]{22}))\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match || Number(match[2]) !== userId) return null;
  const expected = Buffer.from(sign(secret, match[1]!));
  const given = Buffer.from(match[4]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[3]! : null;
}

/** The value of the device cookie in a `Cookie` request header. */
export function readDeviceCookie(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return rest.join('=');
  }
  return undefined;
}

/** The `Set-Cookie` header: HttpOnly, SameSite=Strict, Secure in production, sent to the public accounts calls only. */
export function deviceSetCookie(value: string, production: boolean): string {
  return [
    `${DEVICE_COOKIE}=${value}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(production ? ['Secure'] : []),
  ].join('; ');
}
