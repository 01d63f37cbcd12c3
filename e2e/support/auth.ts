import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Shared helpers for journeys that need a customer without driving the registration UI. */

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

let counter = 0;
/** A fresh e-mail address for one journey. */
export const uniqueEmail = (prefix = 'e2e'): string =>
  `${prefix}-${Date.now().toString(36)}-${(counter += 1)}-${Math.random().toString(36).slice(2, 6)}@example.ge`;

/**
 * A valid personal number (11 digits) for one journey's account: one personal account holds one
 * number (ADR 042), so journeys never share one (nor take the demo customer's).
 */
export const uniquePersonalNumber = (): string =>
  `${String(Date.now() % 10_000_000).padStart(7, '0')}${String(((counter += 1) * 7919 + Math.floor(Math.random() * 10_000)) % 10_000).padStart(4, '0')}`;

/** Messages sent to `to`, newest first (development outbox). */
export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/** Waits for the newest e-mail to `to` whose text matches `pattern` and returns the first capture group. */
export async function waitForMailMatch(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        for (const message of await readOutbox(request, to)) {
          const match = pattern.exec(message.text);
          if (match) {
            found = match[1] ?? match[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export const verificationLinkPattern = /(https?:\/\/\S+\/\?verificationCode=[A-Za-z0-9_-]+)/;
export const resetOtpPattern = /otp=(\d{6})/;

export interface RegisterOptions {
  email?: string;
  password?: string;
  customerType?: 'PHYSICAL' | 'LEGAL';
  language?: 'KA' | 'EN' | 'RU';
  firstName?: string;
  lastName?: string;
  companyName?: string;
  mobile?: string;
  repMobile?: string;
}

/** Registers a customer through the API and verifies the e-mail with the code from the outbox. */
export async function registerAndVerify(
  request: APIRequestContext,
  options: RegisterOptions = {},
): Promise<{ email: string; password: string }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'Journey#Pass42';
  const legal = options.customerType === 'LEGAL';
  const response = await request.post('/api/user/public/register', {
    data: {
      username: email,
      password,
      customerType: legal ? 'LEGAL' : 'PHYSICAL',
      language: options.language ?? 'KA',
      mobile: options.mobile ?? '+995 555 10 20 30',
      ...(legal
        ? { fullName: options.companyName ?? 'Journey Trading', repMobile: options.repMobile ?? '+995 599 40 50 60' }
        : { firstName: options.firstName ?? 'Nino', lastName: options.lastName ?? 'Journey', repMobile: null }),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const code = await waitForMailMatch(request, email, /verificationCode=([A-Za-z0-9_-]+)/);
  const verified = await request.post('/api/user/public/verify', { data: { verificationCode: code } });
  expect(verified.status()).toBe(200);
  return { email, password };
}

/** Logs in through the API and stores the token cookie the web app reads; the next page load is signed in. */
export async function loginViaApi(page: Page, email: string, password: string): Promise<string> {
  const response = await page.request.post('/api/user/public/login', { data: { username: email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const token = /^Bearer (\S+)$/.exec(response.headers()['authorization'] ?? '')?.[1];
  expect(token).toBeTruthy();
  const { hostname } = new URL(response.url());
  await page.context().addCookies([{ name: 'token', value: token!, domain: hostname, path: '/', sameSite: 'Strict' }]);
  return token!;
}
