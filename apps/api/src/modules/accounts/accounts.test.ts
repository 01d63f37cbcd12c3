import { createHash, createHmac } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@orioni/contracts';
import { LIMITS } from '@orioni/contracts/spec-constants';
import { oneTimeCodes, sessions, users } from '../../db/schema/index.ts';
import { ISSUE_25_COMMON_PASSWORDS } from '../../test/common-passwords.ts';
import { createSignedInUser } from '../../test/auth.ts';
import { createTestApp, PRODUCTION_ENV, type TestContext } from '../../test/test-app.ts';
import { listOutbox } from '../mail/mail.service.ts';
import { OneTimeCodeService } from './one-time-code.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const uniqueEmail = (prefix = 'user') => `${prefix}${++n}-${Math.random().toString(36).slice(2, 8)}@example.ge`;
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/user/public/${url}`, payload: payload as object, headers });
const put = (url: string, payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: `/api/${url}`, payload: payload as object, headers });
const PASSWORD = 'Strong#Pass42';
const ISSUE_25_COMMON = ISSUE_25_COMMON_PASSWORDS;

const personal = (over: Record<string, unknown> = {}) => ({
  username: uniqueEmail(),
  fullName: 'Nino Beridze',
  password: PASSWORD,
  mobile: '+995 555 12 34 56',
  repMobile: null,
  customerType: 'PHYSICAL',
  language: 'EN',
  ...over,
});
const company = (over: Record<string, unknown> = {}) => ({
  username: uniqueEmail('co'),
  fullName: 'Kavkasia Trade',
  password: PASSWORD,
  mobile: '+995 555 12 34 56',
  repMobile: '+995 599 00 11 22',
  customerType: 'LEGAL',
  language: 'KA',
  ...over,
});

async function lastMail(to: string) {
  const [mail] = await listOutbox(t.db, { to });
  return mail!;
}
const verificationCodeOf = (text: string) => /verificationCode=([A-Za-z0-9_-]+)/.exec(text)![1]!;
const otpOf = (text: string) => /otp=(\d{6})/.exec(text)![1]!;

async function registerVerified(body = personal()) {
  expect((await post('register', body)).statusCode).toBe(200);
  const code = verificationCodeOf((await lastMail(body.username as string)).text);
  expect((await post('verify', { verificationCode: code })).statusCode).toBe(200);
  return body;
}
async function login(username: string, password = PASSWORD) {
  const res = await post('login', { username, password });
  const token = /^Bearer (\S+)$/.exec(res.headers.authorization as string)?.[1];
  return { res, token, headers: { authorization: `Bearer ${token}` } };
}

describe('register', () => {
  it('personal: derives first and last name, stores the account unverified, mails a verification link', async () => {
    const body = personal();
    const res = await post('register', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
    const [row] = await t.db.select().from(users).where(eq(users.email, body.username));
    expect(row).toMatchObject({
      firstName: 'Nino',
      lastName: 'Beridze',
      fullName: 'Nino Beridze',
      status: 'INCOMPLETE',
      repMobile: null,
      role: 'USER',
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = await lastMail(body.username);
    expect(mail.subject).toBe('Confirm your e-mail — Orioni');
    expect(mail.text).toContain(`${t.config.publicUrl}/?verificationCode=`);
    const code = verificationCodeOf(mail.text);
    expect(code.length).toBeGreaterThanOrEqual(40);
    // Stored hashed only.
    const codes = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, row!.id));
    expect(codes.map((c) => c.codeHash)).not.toContain(code);
  });

  it('company: company name and representative mobile, mail in the chosen language', async () => {
    const body = company();
    expect((await post('register', body)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, body.username));
    expect(row).toMatchObject({ customerType: 'LEGAL', fullName: 'Kavkasia Trade', repMobile: '+995599001122', language: 'KA' });
    expect((await lastMail(body.username)).subject).toBe('დაადასტურეთ ელფოსტა — ორიონი');
  });

  it('issue 25 item 11: a known address (in any spelling) gets the answer of a new one; its owner is mailed; no second account', async () => {
    const owner = await registerVerified();
    const before = await listOutbox(t.db, { to: owner.username });
    const known = await post('register', {
      ...personal(),
      fullName: 'Someone Else',
      username: `  ${owner.username.toUpperCase()} `,
      password: 'Other#Pass42',
    });
    const fresh = await post('register', personal());
    expect(known.statusCode).toBe(200);
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.body).toBe(fresh.body);
    expect(known.headers['content-type']).toBe(fresh.headers['content-type']);
    // One account, untouched: the first password still signs in, the second one does not.
    expect(await t.db.select().from(users).where(eq(users.email, owner.username))).toHaveLength(1);
    expect((await login(owner.username, 'Other#Pass42')).res.statusCode).toBe(400);
    expect((await login(owner.username)).res.statusCode).toBe(200);
    // The owner is told, through the same mail queue, with links to sign in and to reset the password.
    const mails = await listOutbox(t.db, { to: owner.username });
    expect(mails).toHaveLength(before.length + 1);
    const mail = await lastMail(owner.username);
    expect(mail.subject).toBe('Someone tried to register with your e-mail — Orioni');
    const username = encodeURIComponent(owner.username);
    expect(mail.text).toContain(`${t.config.publicUrl}/?auth=login&username=${username}`);
    expect(mail.text).toContain(`${t.config.publicUrl}/?auth=forget&username=${username}`);
    expect(mail.text).not.toContain('Other#Pass42');
  });

  it('issue 25 item 11: an unverified account registered again stays as it was; the owner is told and can set a password by reset', async () => {
    const first = personal();
    expect((await post('register', first)).statusCode).toBe(200);
    const again = await post('register', { ...first, password: 'Other#Pass42' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: null });
    const [row] = await t.db.select().from(users).where(eq(users.email, first.username));
    expect(row!.status).toBe('INCOMPLETE');
    expect((await lastMail(first.username)).subject).toBe('Someone tried to register with your e-mail — Orioni');
    // The first link still verifies (nothing superseded it), and the first password is the one kept.
    const [verify] = (await listOutbox(t.db, { to: first.username })).filter((m) => m.subject.startsWith('Confirm'));
    expect((await post('verify', { verificationCode: verificationCodeOf(verify!.text) })).statusCode).toBe(200);
    expect((await login(first.username)).res.statusCode).toBe(200);
  });

  it.each([
    ['R5 e-mail required', { username: '' }, 'username', MESSAGES.required],
    ['R5 e-mail format', { username: 'not-an-email' }, 'username', MESSAGES.emailFormat],
    ['R5 e-mail local part ≤ 40', { username: `${'a'.repeat(41)}@example.ge` }, 'username', MESSAGES.emailLocalMax],
    ['R5 password short', { password: 'Aa1!aaa' }, 'password', MESSAGES.passwordInvalid],
    ['R5 password missing symbol', { password: 'Aaaaaaa1' }, 'password', MESSAGES.passwordInvalid],
    ['R5 password whitespace', { password: 'Aa1! aaaa' }, 'password', MESSAGES.passwordInvalid],
    ['R5 password > 100', { password: `Aa1!${'a'.repeat(97)}` }, 'password', MESSAGES.passwordMax],
    ['D21 common password', { password: 'P@ssw0rd' }, 'password', MESSAGES.passwordCommon],
    ['R5 latin names', { fullName: 'ნინო Beridze' }, 'firstName', MESSAGES.onlyLatins],
    ['R5 name min 2', { fullName: 'N Beridze' }, 'firstName', MESSAGES.nameMin],
    ['R5 name max 100', { firstName: 'A'.repeat(101), lastName: 'Beridze' }, 'firstName', MESSAGES.nameMax],
    ['R5 last name required', { fullName: 'Nino' }, 'lastName', MESSAGES.required],
    ['R5 mobile required', { mobile: '' }, 'mobile', MESSAGES.required],
  ])('%s', async (_name, over, field, message) => {
    const res = await post('register', personal(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  it.each(ISSUE_25_COMMON)('issue 25 item 12: registration refuses %s as too common', async (password) => {
    const res = await post('register', personal({ password }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorKey: 'VALIDATION_ERROR', fieldErrors: { password: MESSAGES.passwordCommon } });
  });

  it('company: representative mobile required, company name Latin only', async () => {
    const res = await post('register', company({ repMobile: null, fullName: 'ორიონი' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({ repMobile: MESSAGES.required, fullName: MESSAGES.onlyLatins });
  });

  it('rejects unknown fields (role cannot be set)', async () => {
    const res = await post('register', personal({ role: 'ADMIN' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.role).toBe('Unknown field');
  });
});

describe('verification and login', () => {
  it('an unverified user cannot log in: 403 USER_NOT_VERIFIED "User is not verified"', async () => {
    const body = personal();
    await post('register', body);
    const { res, token } = await login(body.username);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorKey: 'USER_NOT_VERIFIED', errorMessage: 'User is not verified' });
    expect(token).toBeUndefined();
  });

  it('the link verifies once; then login answers the token in the header and the user in the body', async () => {
    const body = personal();
    await post('register', body);
    const code = verificationCodeOf((await lastMail(body.username)).text);
    expect((await post('verify', { verificationCode: code })).statusCode).toBe(200);
    const { res, token, headers } = await login(body.username);
    expect(res.statusCode).toBe(200);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.json().data).toMatchObject({ username: body.username, status: 'VERIFIED', customerType: 'PHYSICAL', firstName: 'Nino' });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.username).toBe(body.username);
  });

  it('issue 26 item 13: a link opened again after it worked says the address is already confirmed, even days later; a dead link of an unconfirmed address is expired', async () => {
    const body = personal();
    await post('register', body);
    const code = verificationCodeOf((await lastMail(body.username)).text);
    expect((await post('verify', { verificationCode: code })).statusCode).toBe(200);
    const again = await post('verify', { verificationCode: code });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorKey: 'ALREADY_VERIFIED',
      errorMessage: 'This e-mail address is already confirmed. Please log in',
    });
    t.clock.advance(3 * 24 * 3600_000);
    expect((await post('verify', { verificationCode: code })).json().errorKey).toBe('ALREADY_VERIFIED');
    // The address is still confirmed and the account signs in.
    expect((await login(body.username)).res.statusCode).toBe(200);

    // An expired link of an address never confirmed is expired, and an unknown code too.
    const other = personal();
    await post('register', other);
    const stale = verificationCodeOf((await lastMail(other.username)).text);
    t.clock.advance(10 * 60_000 + 1);
    expect((await post('verify', { verificationCode: stale })).json().errorKey).toBe('CODE_EXPIRED');
    expect((await post('verify', { verificationCode: 'x'.repeat(43) })).json().errorKey).toBe('CODE_EXPIRED');
  });

  it('a verification link dies after 10 minutes', async () => {
    const body = personal();
    await post('register', body);
    const code = verificationCodeOf((await lastMail(body.username)).text);
    t.clock.advance(10 * 60_000 + 1);
    expect((await post('verify', { verificationCode: code })).statusCode).toBe(400);
  });

  it('resend: once every 30 s (429 with retry-after), the new link replaces the old', async () => {
    const body = personal();
    await post('register', body);
    const first = verificationCodeOf((await lastMail(body.username)).text);
    const early = await post('send-verification', { username: body.username });
    expect(early.statusCode).toBe(429);
    expect(early.json().errorKey).toBe('RATE_LIMITED');
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(30_000);
    expect((await post('send-verification', { username: body.username })).statusCode).toBe(200);
    const second = verificationCodeOf((await lastMail(body.username)).text);
    expect(second).not.toBe(first);
    expect((await post('verify', { verificationCode: first })).statusCode).toBe(400);
    expect((await post('verify', { verificationCode: second })).statusCode).toBe(200);
  });

  it('the resend gap is the spec constant: changing LIMITS.resendSeconds moves the refusal (the web countdown follows it too)', async () => {
    const limits = LIMITS as { resendSeconds: number };
    const original = limits.resendSeconds;
    limits.resendSeconds = 45;
    try {
      const body = personal();
      await post('register', body);
      t.clock.advance(44_000);
      const early = await post('send-verification', { username: body.username });
      expect(early.statusCode).toBe(429);
      expect(Number(early.headers['retry-after'])).toBe(1);
      t.clock.advance(1_000);
      expect((await post('send-verification', { username: body.username })).statusCode).toBe(200);
    } finally {
      limits.resendSeconds = original;
    }
  });

  it('resend for an unknown e-mail answers the same and sends nothing', async () => {
    const to = uniqueEmail('ghost');
    expect((await post('send-verification', { username: to })).json()).toEqual({ data: null });
    expect(await listOutbox(t.db, { to })).toHaveLength(0);
  });

  it('wrong password and unknown e-mail get one and the same answer', async () => {
    const { username } = await registerVerified();
    const wrong = await post('login', { username, password: 'Wrong#Pass42' });
    const unknown = await post('login', { username: uniqueEmail('nobody'), password: 'Wrong#Pass42' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().errorKey).toBe('INVALID_CREDENTIALS');
  });

  it('R5 login: e-mail and password required', async () => {
    const res = await post('login', { username: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({ username: MESSAGES.required, password: MESSAGES.required });
  });

  it('rate limit: 10 failed logins of one account → 429, even with another spelling of the e-mail', async () => {
    const { username } = await registerVerified();
    for (let i = 0; i < 10; i += 1) expect((await post('login', { username, password: 'Wrong#Pass42' })).statusCode).toBe(400);
    const blocked = await post('login', { username: username.toUpperCase(), password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errorKey).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(15 * 60_000);
    expect((await login(username)).res.statusCode).toBe(200);
  });
});

describe('login limit under parallel requests (issue 15.1)', () => {
  it('100 simultaneous logins of one account check at most 10 passwords, and the right one among them gets no token', async () => {
    const { username } = await registerVerified();
    const attempts = Array.from({ length: 100 }, (_, i) => (i === 99 ? PASSWORD : `Wrong#Pass${i}`));
    const answers = await Promise.all(attempts.map((password) => post('login', { username, password })));
    const checked = answers.filter((a) => a.statusCode !== 429);
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(90);
    expect(answers.filter((a) => a.statusCode === 200).length).toBe(0);
    expect(answers[99]!.statusCode).toBe(429);
    expect(answers[99]!.headers.authorization).toBeUndefined();
  });

  it('successful logins do not use up the limit', async () => {
    const { username } = await registerVerified();
    for (let i = 0; i < 12; i += 1) expect((await login(username)).res.statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await post('login', { username, password: 'Wrong#Pass42' })).statusCode).toBe(400);
    expect((await login(username)).res.statusCode).toBe(200);
  });

  it('the current-password check of a password change is limited per account, also in parallel', async () => {
    const { username } = await registerVerified();
    const { headers } = await login(username);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => put('user/password', { oldPassword: `Guess#Pass${i}`, newPassword: 'Newer#Pass42' }, headers)),
    );
    expect(answers.filter((a) => a.statusCode === 400).length).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(20);
    const right = await put('user/password', { oldPassword: PASSWORD, newPassword: 'Newer#Pass42' }, headers);
    expect(right.statusCode).toBe(429);
    expect(right.json().errorKey).toBe('RATE_LIMITED');
    t.clock.advance(15 * 60_000);
    expect((await put('user/password', { oldPassword: PASSWORD, newPassword: 'Newer#Pass42' }, headers)).statusCode).toBe(200);
  });
});

describe('client address behind a proxy (issue 15.1)', () => {
  const probe = async (env: Record<string, string>, forwardedFor: string, remoteAddress = '10.0.0.2') => {
    const p = await createTestApp({ env, beforeReady: (app) => void app.get('/api/__test/ip', async (request) => ({ data: request.ip })) });
    try {
      const res = await p.app.inject({ url: '/api/__test/ip', headers: { 'x-forwarded-for': forwardedFor }, remoteAddress });
      return res.json().data as string;
    } finally {
      await p.close();
    }
  };

  it('TRUST_PROXY=true takes the right-most hop, not the first entry the client wrote', async () => {
    expect(await probe({ TRUST_PROXY: 'true' }, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
  });
  it('a number trusts that many hops; a list trusts those addresses', async () => {
    expect(await probe({ TRUST_PROXY: '2' }, '6.6.6.6, 203.0.113.7, 10.0.0.3')).toBe('203.0.113.7');
    expect(await probe({ TRUST_PROXY: '10.0.0.0/8' }, '6.6.6.6, 203.0.113.7, 10.0.0.3')).toBe('203.0.113.7');
  });
  it('without TRUST_PROXY the header is ignored', async () => {
    expect(await probe({}, '6.6.6.6')).toBe('10.0.0.2');
  });
});

describe('session calls', () => {
  it('GET user without a token is 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
  });

  it('logout revokes this session only', async () => {
    const { username } = await registerVerified();
    const a = await login(username);
    const b = await login(username);
    expect((await put('user/logout', undefined, a.headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: a.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: b.headers })).statusCode).toBe(200);
  });

  it('PUT user/language stores the language (upper-case only)', async () => {
    const u = await createSignedInUser(t);
    expect((await put('user/language', { language: 'RU' }, u.headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: u.headers })).json().data.language).toBe('RU');
    expect((await put('user/language', { language: 'ru' }, u.headers)).statusCode).toBe(400);
  });
});

describe('profile', () => {
  it('personal: names, 11-digit ID, mobile; the ID cannot change once stored', async () => {
    const u = await createSignedInUser(t);
    const bad = await put('user', { firstName: 'Ana', lastName: 'Kapanadze', idNumber: '123', mobile: '555' }, u.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.idNumber).toBe(MESSAGES.personalId);
    const ok = await put(
      'user',
      { firstName: 'Ana', lastName: 'Kapanadze', idNumber: '01234567890', mobile: '+995 555 11 22 33' },
      u.headers,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ firstName: 'Ana', lastName: 'Kapanadze', fullName: 'Ana Kapanadze', idNumber: '01234567890' });
    const change = await put('user', { idNumber: '99999999999' }, u.headers);
    expect(change.statusCode).toBe(400);
    expect(change.json().fieldErrors.idNumber).toBe('The ID number can not be changed');
    const latin = await put('user', { firstName: 'ანა' }, u.headers);
    expect(latin.json().fieldErrors.firstName).toBe(MESSAGES.onlyLatins);
  });

  it('personal: a fullName alone sets first and last name', async () => {
    const u = await createSignedInUser(t);
    const res = await put('user', { fullName: 'Tamar Gelashvili', idNumber: '01234567891', mobile: '+995 555 11 22 33' }, u.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ firstName: 'Tamar', lastName: 'Gelashvili', fullName: 'Tamar Gelashvili' });
  });

  it('company: 9-digit number, director, field of activity and both mobiles required', async () => {
    const u = await createSignedInUser(t, {
      customerType: 'LEGAL',
      fullName: 'Kavkasia Trade',
      firstName: null,
      lastName: null,
      repMobile: '+995 599 00 11 22',
    });
    const bad = await put('user', { idNumber: '12345678901', chiefManager: '', fieldOfActivity: '', repMobile: '' }, u.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      idNumber: MESSAGES.companyId,
      chiefManager: MESSAGES.required,
      fieldOfActivity: MESSAGES.required,
      repMobile: MESSAGES.required,
    });
    const ok = await put(
      'user',
      {
        fullName: 'Kavkasia Trade Group',
        idNumber: '204567891',
        chiefManager: 'Giorgi Maisuradze',
        fieldOfActivity: 'Retail',
        mobile: '+995 555 00 00 01',
        repMobile: '+995 555 00 00 02',
      },
      u.headers,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      fullName: 'Kavkasia Trade Group',
      idNumber: '204567891',
      chiefManager: 'Giorgi Maisuradze',
      fieldOfActivity: 'Retail',
    });
  });

  it('needs a session', async () => {
    expect((await put('user', { mobile: '555 000' }, {})).statusCode).toBe(401);
  });
});

describe('change password', () => {
  it('wrong old password is refused; success keeps this session and ends the others', async () => {
    const { username } = await registerVerified();
    const a = await login(username);
    const b = await login(username);
    const wrong = await put('user/password', { oldPassword: 'Nope#Pass42', newPassword: 'Newer#Pass42' }, a.headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorKey).toBe('WRONG_PASSWORD');
    const weak = await put('user/password', { oldPassword: PASSWORD, newPassword: 'weak' }, a.headers);
    expect(weak.json().fieldErrors.newPassword).toBe(MESSAGES.passwordInvalid);
    const missing = await put('user/password', { oldPassword: '', newPassword: 'Newer#Pass42' }, a.headers);
    expect(missing.json().fieldErrors.oldPassword).toBe(MESSAGES.required);
    expect((await put('user/password', { oldPassword: PASSWORD, newPassword: 'Newer#Pass42' }, a.headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: a.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: b.headers })).statusCode).toBe(401);
    expect((await login(username)).res.statusCode).toBe(400);
    expect((await login(username, 'Newer#Pass42')).res.statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('answers identically for known and unknown e-mails, and mails only the known', async () => {
    const { username } = await registerVerified();
    const unknown = uniqueEmail('ghost');
    const a = await post('reset-password-request', { username });
    const b = await post('reset-password-request', { username: unknown });
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.body).toBe(b.body);
    expect(await listOutbox(t.db, { to: unknown })).toHaveLength(0);
    const mail = await lastMail(username);
    expect(mail.subject).toBe('Reset your password — Orioni');
    expect(mail.text).toContain(`/?otp=${otpOf(mail.text)}&username=${encodeURIComponent(username)}`);
  });

  it('OTP → reset key → new password; every session ends; the key and the code are single use', async () => {
    const { username } = await registerVerified();
    const session = await login(username);
    await post('reset-password-request', { username });
    const otp = otpOf((await lastMail(username)).text);
    const checked = await post('reset-password-otp', { username, otp });
    expect(checked.statusCode).toBe(200);
    const resetKey = checked.json().data.resetKey as string;
    expect(resetKey.length).toBeGreaterThanOrEqual(40);
    expect((await post('reset-password-otp', { username, otp })).statusCode).toBe(400);
    const weak = await post('reset-password', { username, resetKey, newPassword: 'short' });
    expect(weak.json().fieldErrors.newPassword).toBe(MESSAGES.passwordInvalid);
    expect((await post('reset-password', { username, resetKey, newPassword: 'Reset#Pass42' })).statusCode).toBe(200);
    expect((await post('reset-password', { username, resetKey, newPassword: 'Other#Pass42' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: session.headers })).statusCode).toBe(401);
    expect((await login(username, 'Reset#Pass42')).res.statusCode).toBe(200);
  });

  it('concurrent submits of one OTP: exactly one succeeds', async () => {
    const { username } = await registerVerified();
    await post('reset-password-request', { username });
    const otp = otpOf((await lastMail(username)).text);
    const results = await Promise.all(Array.from({ length: 5 }, () => post('reset-password-otp', { username, otp })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(4);
  });

  it('5 wrong tries kill the code; a code is bound to its account and purpose; 10 minutes of life', async () => {
    const { username } = await registerVerified();
    const other = await registerVerified();
    await post('reset-password-request', { username });
    const otp = otpOf((await lastMail(username)).text);
    // Another account's code does not work for this one.
    expect((await post('reset-password-otp', { username: other.username, otp })).statusCode).toBe(400);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await post('reset-password-otp', { username, otp: wrong })).statusCode).toBe(400);
    expect((await post('reset-password-otp', { username, otp })).statusCode).toBe(400);

    t.clock.advance(31_000);
    await post('reset-password-request', { username });
    const fresh = otpOf((await lastMail(username)).text);
    t.clock.advance(10 * 60_000 + 1);
    expect((await post('reset-password-otp', { username, otp: fresh })).statusCode).toBe(400);
    const [user] = await t.db.select().from(users).where(eq(users.email, username));
    const live = await t.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, user!.id), eq(oneTimeCodes.purpose, 'RESET_KEY')));
    expect(live).toHaveLength(0);
  });

  it('a reset request within 30 s sends no second e-mail', async () => {
    const { username } = await registerVerified();
    await post('reset-password-request', { username });
    await post('reset-password-request', { username });
    expect((await listOutbox(t.db, { to: username })).filter((m) => m.subject.startsWith('Reset'))).toHaveLength(1);
  });
});

describe('rate limits per IP', () => {
  it('in production, the 31st resend from one IP within an hour is 429 whatever the e-mail', async () => {
    const p = await createTestApp({ env: PRODUCTION_ENV });
    try {
      for (let i = 0; i < 30; i += 1) {
        const res = await p.app.inject({
          method: 'POST',
          url: '/api/user/public/send-verification',
          payload: { username: `x${i}@example.ge` },
        });
        expect(res.statusCode).toBe(200);
      }
      const res = await p.app.inject({
        method: 'POST',
        url: '/api/user/public/send-verification',
        payload: { username: 'another@example.ge' },
      });
      expect(res.statusCode).toBe(429);
      const other = await p.app.inject({
        method: 'POST',
        url: '/api/user/public/send-verification',
        payload: { username: 'another@example.ge' },
        remoteAddress: '10.0.0.9',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await p.close();
    }
  });
});

describe('sessions table', () => {
  it('stores only token hashes', async () => {
    const { username } = await registerVerified();
    const { token } = await login(username);
    const rows = await t.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });
});

describe('common passwords on reset and change (issue 25 item 12)', () => {
  it('issue 25 item 12: the password change refuses a common password on newPassword, and keeps the old one', async () => {
    const { username } = await registerVerified();
    const { headers } = await login(username);
    for (const newPassword of ISSUE_25_COMMON) {
      const res = await put('user/password', { oldPassword: PASSWORD, newPassword }, headers);
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json()).toMatchObject({ errorKey: 'VALIDATION_ERROR', fieldErrors: { newPassword: MESSAGES.passwordCommon } });
    }
    expect((await login(username)).res.statusCode).toBe(200);
  });

  it('issue 25 item 12: the reset refuses a common password without spending the reset key', async () => {
    const { username } = await registerVerified();
    await post('reset-password-request', { username });
    const checked = await post('reset-password-otp', { username, otp: otpOf((await lastMail(username)).text) });
    const resetKey = checked.json().data.resetKey as string;
    for (const newPassword of ISSUE_25_COMMON) {
      const res = await post('reset-password', { username, resetKey, newPassword });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json().fieldErrors.newPassword).toBe(MESSAGES.passwordCommon);
    }
    expect((await post('reset-password', { username, resetKey, newPassword: 'Mtsvane-Kalaki-7!' })).statusCode).toBe(200);
    expect((await login(username, 'Mtsvane-Kalaki-7!')).res.statusCode).toBe(200);
  });
});

describe('one-time codes at rest (issue 25 item 13)', () => {
  const sha256 = (code: string) => createHash('sha256').update(code).digest('hex');
  const hmac = (secret: string, purpose: string, code: string) => createHmac('sha256', secret).update(`${purpose}:${code}`).digest('hex');

  it('issue 25 item 13: a stored code is an HMAC keyed with ACCOUNTS_SECRET, not the SHA-256 of the code', async () => {
    const { username } = await registerVerified();
    const [user] = await t.db.select().from(users).where(eq(users.email, username));
    await post('reset-password-request', { username });
    const otp = otpOf((await lastMail(username)).text);
    const [row] = await t.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, user!.id), eq(oneTimeCodes.purpose, 'RESET_PASSWORD'), isNull(oneTimeCodes.consumedAt)));
    expect(row!.codeHash).not.toBe(sha256(otp));
    expect(row!.codeHash).toBe(hmac(t.config.accountsSecret, 'RESET_PASSWORD', otp));
    // And the code still works: OTP → reset key → new password.
    const checked = await post('reset-password-otp', { username, otp });
    expect(checked.statusCode).toBe(200);
    expect(
      (await post('reset-password', { username, resetKey: checked.json().data.resetKey, newPassword: 'Reset#Pass42' })).statusCode,
    ).toBe(200);
  });

  it('issue 25 item 13: the stored hash depends on the configured secret', async () => {
    const { username } = await registerVerified();
    const [user] = await t.db.select().from(users).where(eq(users.email, username));
    const issued = await new OneTimeCodeService(t.db, t.clock, 'first-secret-of-at-least-32-characters').issue(user!.id, 'RESET_PASSWORD');
    const [row] = await t.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, user!.id), eq(oneTimeCodes.purpose, 'RESET_PASSWORD'), isNull(oneTimeCodes.consumedAt)));
    expect(row!.codeHash).toBe(hmac('first-secret-of-at-least-32-characters', 'RESET_PASSWORD', issued));
    expect(row!.codeHash).not.toBe(hmac('other-secret-of-at-least-32-characters', 'RESET_PASSWORD', issued));
    const other = new OneTimeCodeService(t.db, t.clock, 'other-secret-of-at-least-32-characters');
    expect(await other.consumeForUser(user!.id, 'RESET_PASSWORD', issued)).toBe(false);
    const same = new OneTimeCodeService(t.db, t.clock, 'first-secret-of-at-least-32-characters');
    expect(await same.consumeForUser(user!.id, 'RESET_PASSWORD', issued)).toBe(true);
  });
});

describe("the account lock and the owner's browser (issue 25 item 10)", () => {
  /** A request from its own address, with the browser's cookie header when it has one. */
  const from = (address: string, url: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/user/public/${url}`,
      payload: payload as object,
      remoteAddress: address,
      headers: cookie ? { cookie } : {},
    });
  const deviceCookieOf = (res: { headers: Record<string, unknown> }) => {
    const header = String(res.headers['set-cookie'] ?? '');
    expect(header).toMatch(/^orioni_device=/);
    return header.split(';')[0]!;
  };
  /** Strangers at 11 addresses try 11 wrong passwords: 10 are checked, the 11th is refused before any check. */
  const lockOut = async (username: string) => {
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await from(`198.51.100.${i + 1}`, 'login', { username, password: `Guess#Pass${i}` }));
    expect(answers.slice(0, 10).map((a) => a.statusCode)).toEqual(Array(10).fill(400));
    expect(answers[10]!.statusCode).toBe(429);
  };

  it("issue 25 item 10: the owner's browser signs in while the account is locked for others", async () => {
    const { username } = await registerVerified();
    const owner = await from('192.0.2.10', 'login', { username, password: PASSWORD });
    expect(owner.statusCode).toBe(200);
    const cookie = deviceCookieOf(owner);
    await lockOut(username);
    // A fresh browser, even with the right password and the owner's address, is still locked.
    const fresh = await from('192.0.2.10', 'login', { username, password: PASSWORD });
    expect(fresh.statusCode).toBe(429);
    expect(fresh.headers.authorization).toBeUndefined();
    // The owner's browser signs in, and gets a new device cookie.
    const back = await from('192.0.2.10', 'login', { username, password: PASSWORD }, cookie);
    expect(back.statusCode).toBe(200);
    expect(back.headers.authorization).toMatch(/^Bearer /);
    expect(deviceCookieOf(back)).not.toBe(cookie);
  });

  it('issue 25 item 10: admins too', async () => {
    const admin = await createSignedInUser(t, { role: 'ADMIN', password: 'Admin#Pass-Strong9' });
    const owner = await from('192.0.2.20', 'login', { username: admin.email, password: admin.password });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.role).toBe('ADMIN');
    const cookie = deviceCookieOf(owner);
    await lockOut(admin.email);
    expect((await from('192.0.2.20', 'login', { username: admin.email, password: admin.password })).statusCode).toBe(429);
    expect((await from('192.0.2.20', 'login', { username: admin.email, password: admin.password }, cookie)).statusCode).toBe(200);
  });

  it('issue 25 item 10: a device cookie exempts only for its own account, is unforgeable, and has its own limit of 10', async () => {
    const { username } = await registerVerified();
    const other = await registerVerified();
    const otherCookie = deviceCookieOf(await from('192.0.2.30', 'login', { username: other.username, password: PASSWORD }));
    const cookie = deviceCookieOf(await from('192.0.2.30', 'login', { username, password: PASSWORD }));
    await lockOut(username);
    // Another account's cookie, or this one's with its signature or account changed, does not exempt.
    const [name, value] = cookie.split('=') as [string, string];
    const parts = value.split('.');
    const forged = [
      otherCookie,
      `${name}=${[...parts.slice(0, 3), 'A'.repeat(43)].join('.')}`,
      `${name}=${[parts[0], String(Number(parts[1]) + 1), ...parts.slice(2)].join('.')}`,
    ];
    for (const c of forged) expect((await from('192.0.2.30', 'login', { username, password: PASSWORD }, c)).statusCode).toBe(429);
    // The owner's browser has 10 wrong passwords of its own; the 11th try is refused even when right.
    for (let i = 0; i < 10; i += 1) {
      expect((await from('192.0.2.30', 'login', { username, password: `Typo#Pass${i}` }, cookie)).statusCode).toBe(400);
    }
    expect((await from('192.0.2.30', 'login', { username, password: PASSWORD }, cookie)).statusCode).toBe(429);
    t.clock.advance(15 * 60_000);
    expect((await from('192.0.2.30', 'login', { username, password: PASSWORD }, cookie)).statusCode).toBe(200);
  });

  it('issue 25 item 10: the device cookie is HttpOnly, SameSite=Strict, sent to the public accounts calls only, Secure in production', async () => {
    const { username } = await registerVerified();
    const header = String((await login(username)).res.headers['set-cookie']);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Strict/);
    expect(header).toMatch(/; Path=\/api\/user\/public/);
    expect(header).not.toMatch(/Secure/);
    const p = await createTestApp({ env: PRODUCTION_ENV });
    try {
      const user = await createSignedInUser(p);
      const res = await p.app.inject({
        method: 'POST',
        url: '/api/user/public/login',
        payload: { username: user.email, password: user.password },
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await p.close();
    }
  });

  it('issue 25 item 10: reset e-mails are limited by sending, never refused; the owner still gets a code and uses it while the account is locked', async () => {
    const { username } = await registerVerified();
    const cookie = deviceCookieOf(await from('192.0.2.40', 'login', { username, password: PASSWORD }));
    const resetMails = async () => (await listOutbox(t.db, { to: username })).filter((m) => m.subject.startsWith('Reset')).length;
    await lockOut(username);
    // Strangers at 11 addresses ask for a reset every 31 s: every answer is the same 200, at most 5 mails go out.
    const ghost = await post('reset-password-request', { username: uniqueEmail('ghost') });
    for (let i = 0; i < 11; i += 1) {
      const res = await from(`198.51.100.${i + 1}`, 'reset-password-request', { username });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(ghost.body);
      t.clock.advance(31_000);
    }
    expect(await resetMails()).toBe(5);
    // A fresh browser is answered the same, and nothing more is sent.
    expect((await from('192.0.2.41', 'reset-password-request', { username })).statusCode).toBe(200);
    expect(await resetMails()).toBe(5);
    // Strangers spend the account's code checks.
    for (let i = 0; i < 10; i += 1) await from(`198.51.100.${i + 1}`, 'reset-password-otp', { username, otp: '000000' });
    // The owner's browser gets its own mail, and its code works.
    expect((await from('192.0.2.40', 'reset-password-request', { username }, cookie)).statusCode).toBe(200);
    expect(await resetMails()).toBe(6);
    const otp = otpOf((await lastMail(username)).text);
    const checked = await from('192.0.2.40', 'reset-password-otp', { username, otp }, cookie);
    expect(checked.statusCode).toBe(200);
    const resetKey = checked.json().data.resetKey as string;
    expect((await from('192.0.2.40', 'reset-password', { username, resetKey, newPassword: 'Owner#Back-In7' }, cookie)).statusCode).toBe(
      200,
    );
    expect((await from('192.0.2.40', 'login', { username, password: 'Owner#Back-In7' }, cookie)).statusCode).toBe(200);
  });
});
