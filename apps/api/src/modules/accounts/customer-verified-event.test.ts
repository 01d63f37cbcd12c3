import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { listOutbox } from '../mail/mail.service.ts';

/**
 * Issue 42 item 1: `customer.verified` is recorded with the change that proves the address (the link's
 * code, or a password reset's, which reached the same inbox), in its transaction, once per account.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/user/public/${url}`, payload });
const verificationCodeOf = (text: string) => /verificationCode=([A-Za-z0-9_-]+)/.exec(text)![1]!;
const otpOf = (text: string) => /otp=(\d{6})/.exec(text)![1]!;
const lastMail = async (to: string) => (await listOutbox(t.db, { to }))[0]!;

async function registered() {
  const username = `verified${++n}-${Math.random().toString(36).slice(2, 8)}@example.ge`;
  const res = await post('register', {
    username,
    fullName: 'Nino Beridze',
    password: 'Strong#Pass42',
    mobile: '+995 555 12 34 56',
    repMobile: null,
    customerType: 'PHYSICAL',
    language: 'EN',
  });
  expect(res.statusCode).toBe(200);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, username));
  return { username, userId: user!.id, code: verificationCodeOf((await lastMail(username)).text) };
}

const verifiedEvents = async (userId: number) => (await t.app.services.events.ofUser(userId)).filter((e) => e.type === 'customer.verified');

/** A reset key for the account (the OTP mailed, then checked). */
async function resetKeyOf(username: string): Promise<string> {
  expect((await post('reset-password-request', { username })).statusCode).toBe(200);
  const checked = await post('reset-password-otp', { username, otp: otpOf((await lastMail(username)).text) });
  expect(checked.statusCode).toBe(200);
  return checked.json().data.resetKey as string;
}

describe('customer.verified (issue 42)', () => {
  it('the link records it once, with the user; the link opened again records nothing', async () => {
    const { userId, code } = await registered();
    expect(await verifiedEvents(userId)).toEqual([]);
    expect((await post('verify', { verificationCode: code })).statusCode).toBe(200);
    expect((await post('verify', { verificationCode: code })).json().errorKey).toBe('ALREADY_VERIFIED');
    const events = await verifiedEvents(userId);
    expect(events).toMatchObject([
      { type: 'customer.verified', version: 1, userId, paymentId: null, purchasedItemIds: [], data: { via: 'VERIFICATION_CODE' } },
    ]);
    // Recorded when the account changed (the app's clock), beside customer.registered.
    expect(events[0]!.occurredAt).toBe(t.clock.now().toISOString());
    expect((await t.app.services.events.ofUser(userId)).map((e) => e.type)).toEqual(['customer.verified', 'customer.registered']);
  });

  it('a password reset of an unverified account verifies it and records it once; a later reset records nothing', async () => {
    const { username, userId } = await registered();
    expect((await post('reset-password', { username, resetKey: await resetKeyOf(username), newPassword: 'Reset#Pass42' })).statusCode).toBe(
      200,
    );
    expect(await verifiedEvents(userId)).toMatchObject([{ userId, data: { via: 'PASSWORD_RESET' } }]);
    t.clock.advance(60_000);
    expect((await post('reset-password', { username, resetKey: await resetKeyOf(username), newPassword: 'Other#Pass42' })).statusCode).toBe(
      200,
    );
    expect(await verifiedEvents(userId)).toHaveLength(1);
    const [user] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, userId));
    expect(user!.status).toBe('VERIFIED');
  });

  it('the link and a reset at the same moment: one account verified, one event', async () => {
    const { username, userId, code } = await registered();
    const resetKey = await resetKeyOf(username);
    const [link, reset] = await Promise.all([
      post('verify', { verificationCode: code }),
      post('reset-password', { username, resetKey, newPassword: 'Reset#Pass42' }),
    ]);
    expect([link.statusCode, reset.statusCode]).toEqual([200, 200]);
    expect(await verifiedEvents(userId)).toHaveLength(1);
  });

  it('a reset of an account verified long ago records nothing', async () => {
    const { username, userId, code } = await registered();
    expect((await post('verify', { verificationCode: code })).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await post('reset-password', { username, resetKey: await resetKeyOf(username), newPassword: 'Reset#Pass42' })).statusCode).toBe(
      200,
    );
    expect(await verifiedEvents(userId)).toHaveLength(1);
  });

  it('the mail and tax-invoice consumers pass over it: no mail is written for it', async () => {
    const { username, userId, code } = await registered();
    expect((await post('verify', { verificationCode: code })).statusCode).toBe(200);
    const before = (await listOutbox(t.db, { to: username })).length;
    await t.app.services.dispatcher.drain();
    expect(await listOutbox(t.db, { to: username })).toHaveLength(before);
    expect(await verifiedEvents(userId)).toHaveLength(1);
  });
});
