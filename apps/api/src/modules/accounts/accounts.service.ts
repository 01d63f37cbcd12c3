import {
  companyProfileFormSchema,
  joinFullName,
  MESSAGES,
  splitFullName,
  personalProfileFormSchema,
  type Language,
  type RegisterInput,
  type UpdateUserRequest,
  type UserInfo,
} from '@orioni/contracts';
import type { AppConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound, validationError } from '../../lib/errors.ts';
import { dummyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from '../../lib/password.ts';
import { accountLimits, type RateLimiter, type AccountLimits } from '../../plugins/rate-limit.ts';
import type { Mailer } from '../mail/mail.service.ts';
import {
  findUserByEmail,
  findUserById,
  findUsersByIds,
  clearIdNumber,
  insertUser,
  isPersonalNumberConflict,
  personalNumberHeldByAnother,
  toUserInfo,
  markVerified,
  updateUser,
  type UserRow,
} from './accounts.repository.ts';
import { deviceIdFor, deviceSetCookie, newDeviceCookie } from './device-cookie.ts';
import { OneTimeCodeService } from './one-time-code.service.ts';
import { toE164 } from './phone.ts';
import { type SessionService } from './session.service.ts';
import type { EventLog } from '../events/events.service.ts';

export interface AccountsDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'mail' | 'publicUrl' | 'session' | 'isProduction' | 'accountsSecret'>;
  mailer: Mailer;
  /** `customer.registered`, written with the account (ADR 043). */
  events?: Pick<EventLog, 'record'>;
  sessions: SessionService;
  limiter: RateLimiter;
}

/** A customer as other modules see it (checkout, receipts). */
export interface Customer {
  id: number;
  email: string;
  language: Language;
  customerType: 'PHYSICAL' | 'LEGAL';
  fullName: string;
  idNumber: string | null;
}

const toCustomer = (user: UserRow): Customer => ({
  id: user.id,
  email: user.email,
  language: user.language,
  customerType: user.customerType,
  fullName: user.fullName,
  idNumber: user.idNumber,
});

/** The checkout form's details a purchase may keep on the customer. */
export interface PurchaseDetails {
  savePersonalInfo: boolean;
  /** The purchase claimed `idNumber` for the account at its start (`claimPersonalNumber`). */
  claimedIdNumber?: boolean;
  idNumber: string;
  firstName?: string;
  lastName?: string;
  fullName?: string;
  chiefManager?: string;
  fieldOfActivity?: string;
}

/** Who is asking: the address rate limits are keyed on, what the session records, and the browser's device cookie (ADR 025). */
export interface RequestMeta {
  ip: string;
  userAgent?: string;
  deviceCookie?: string;
}

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS');
const invalidCode = () => new AppError('INVALID_CODE');
const expiredCode = () => new AppError('CODE_EXPIRED');

const displayName = (u: Pick<UserRow, 'firstName' | 'fullName'>) => u.firstName ?? u.fullName;

/** Decision 21 (issue 25 item 12): a common password is refused on the field that carried it. */
function refuseCommonPassword(field: 'password' | 'newPassword', password: string): void {
  if (isCommonPassword(password)) throw validationError({ [field]: MESSAGES.passwordCommon });
}

/**
 * The rules of the accounts capability: registration, e-mail verification, login, profile,
 * password change and reset. Routes hand it parsed bodies and the request's IP.
 */
/** An absolute http(s) address with a host and no spaces: what the personal-URL note may hold. */
export function isWebAddress(value: string): boolean {
  if (/\s/.test(value) || !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** What the account services share: the deps, the limits, the one-time codes and the device cookie. */
export abstract class AccountCore {
  protected readonly sessions: SessionService;
  protected readonly limiter: RateLimiter;
  protected readonly limits: AccountLimits;

  constructor(protected readonly deps: AccountsDeps) {
    this.sessions = deps.sessions;
    this.limiter = deps.limiter;
    this.limits = accountLimits(deps.config);
  }

  protected codes(db: AccountsDeps['db'] | Parameters<Parameters<Db['transaction']>[0]>[0] = this.deps.db) {
    return new OneTimeCodeService(db, this.deps.clock, this.deps.config.accountsSecret);
  }

  /** The browser's device id when it carries a valid device cookie of this account (ADR 025), else null. */
  protected deviceOf(meta: RequestMeta, user: UserRow | undefined): string | null {
    return deviceIdFor(this.deps.config.accountsSecret, meta.deviceCookie, user?.id);
  }
}

/**
 * A customer's own account: registration, e-mail verification, sign-in and out, the profile, the
 * password change, the language. The password reset is `PasswordResetService`; what other modules
 * read and write of a customer is `CustomersService` (issue 40 item 3: one job per service).
 */
export class AccountsService extends AccountCore {
  constructor(
    deps: AccountsDeps,
    private readonly customerRecords: Pick<CustomersService, 'refuseTakenPersonalNumber'>,
  ) {
    super(deps);
  }

  /**
   * Decision 29 (issue 25 item 11): a known address gets the same answer as a new one, after the
   * same work (the password is hashed, one e-mail is queued in one transaction); its owner is told
   * by e-mail that someone tried to register with it, with links to sign in and to reset the
   * password. The existing account is left as it is, verified or not: an owner who never finished
   * the first registration sets a password with the reset link, which also verifies the address.
   */
  async register(input: RegisterInput, meta: RequestMeta): Promise<void> {
    refuseCommonPassword('password', input.password);
    await this.limiter.hit(`register:ip:${meta.ip}`, this.limits.registerIp);
    await this.limiter.hit(`register:acct:${input.username}`, this.limits.registerAccount);
    const passwordHash = await hashPassword(input.password);
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: input.username,
        passwordHash,
        customerType: input.customerType,
        fullName: input.fullName,
        firstName: input.firstName,
        lastName: input.lastName,
        mobile: toE164(input.mobile),
        repMobile: toE164(input.repMobile),
        language: input.language,
        status: 'INCOMPLETE',
        role: 'USER',
        createdAt: now,
        updatedAt: now,
      });
      if (user) {
        await this.deps.events?.record(tx, [{ type: 'customer.registered', userId: user.id, data: { role: 'CUSTOMER' } }]);
        return this.sendVerificationMail(tx, user);
      }
      const existing = await findUserByEmail(tx, input.username);
      if (!existing) return;
      await this.deps.mailer.send(tx, {
        to: existing.email,
        template: 'registration-attempt',
        language: existing.language,
        data: { name: displayName(existing), username: existing.email },
        meta: { userId: existing.id },
      });
    });
  }

  private async sendVerificationMail(tx: Parameters<Parameters<Db['transaction']>[0]>[0], user: UserRow): Promise<void> {
    const verificationCode = await this.codes(tx).issue(user.id, 'VERIFY_EMAIL');
    await this.deps.mailer.send(tx, {
      to: user.email,
      template: 'verification',
      language: user.language,
      data: { name: displayName(user), verificationCode },
      meta: { userId: user.id },
    });
  }

  /** Resends the verification e-mail. Unknown and already verified accounts get the same quiet answer. */
  async sendVerification(username: string, meta: RequestMeta): Promise<void> {
    await this.limiter.hit(`resend:ip:${meta.ip}`, this.limits.resendIp);
    await this.limiter.hit(`resend:acct:${username}`, this.limits.resendAccount);
    const user = await findUserByEmail(this.deps.db, username);
    if (!user || user.status !== 'INCOMPLETE') return;
    await this.codes().assertMaySend(user.id, 'VERIFY_EMAIL');
    await this.deps.db.transaction((tx) => this.sendVerificationMail(tx, user));
  }

  async verify(verificationCode: string): Promise<void> {
    const userId = await this.codes().consumeByCode(verificationCode, 'VERIFY_EMAIL');
    if (!userId) {
      // A link opened again after it worked: the address is confirmed, say so (issue 26 item 13).
      const owner = await this.codes().ownerOfCode(verificationCode, 'VERIFY_EMAIL');
      const user = owner === null ? null : await findUserById(this.deps.db, owner);
      if (user && user.status !== 'INCOMPLETE') throw new AppError('ALREADY_VERIFIED');
      throw expiredCode();
    }
    await this.deps.db.transaction(async (tx) => {
      if (await markVerified(tx, userId, this.deps.clock.now()))
        await this.deps.events?.record(tx, [{ type: 'customer.verified', userId, data: { via: 'VERIFICATION_CODE' } }]);
    });
  }

  /**
   * One answer for an unknown e-mail and a wrong password, in about the same time. A successful
   * sign-in also answers the `Set-Cookie` header of a new device cookie for this browser (ADR 025).
   */
  async login(username: string, password: string, meta: RequestMeta): Promise<{ token: string; user: UserInfo; deviceCookie: string }> {
    await this.limiter.hit(`login:ip:${meta.ip}`, this.limits.loginIp);
    const user = await findUserByEmail(this.deps.db, username);
    // The browser with a device cookie of this account counts on its own limit, everyone else on the
    // account's: strangers who lock the account do not lock its owner's browser out (issue 25 item 10).
    const device = this.deviceOf(meta, user);
    const [attemptKey, limit] = device
      ? [`login:device:${device}`, this.limits.loginDevice]
      : [`login:acct:${username}`, this.limits.loginAccount];
    // Counted atomically before the password is checked, so parallel guesses cannot outrun the limit;
    // a correct password gives its attempt back.
    await this.limiter.hit(attemptKey, limit);
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!user || !ok) throw invalidCredentials();
    await this.limiter.refund(attemptKey);
    if (user.status === 'INCOMPLETE') throw new AppError('USER_NOT_VERIFIED');
    const token = await this.sessions.create(user.id, { ip: meta.ip, userAgent: meta.userAgent });
    const deviceCookie = deviceSetCookie(newDeviceCookie(this.deps.config.accountsSecret, user.id), this.deps.config.isProduction);
    return { token, user: toUserInfo(user), deviceCookie };
  }

  logout(sessionId: number): Promise<void> {
    return this.sessions.revoke(sessionId);
  }

  async getUser(userId: number): Promise<UserInfo> {
    const user = await findUserById(this.deps.db, userId);
    if (!user) throw notFound();
    return toUserInfo(user);
  }

  /** PUT user: checked with the profile form of the customer's type; a stored ID stays as it is. */
  async updateProfile(userId: number, body: UpdateUserRequest): Promise<UserInfo> {
    const user = await findUserById(this.deps.db, userId);
    if (!user) throw notFound();
    const pick = (key: keyof UpdateUserRequest, current: string | null) => (body[key] === undefined ? current : body[key]) ?? '';
    if (user.idNumber && body.idNumber !== undefined && (body.idNumber ?? '').trim() !== user.idNumber) {
      throw validationError({ idNumber: MESSAGES.idLocked });
    }
    const now = this.deps.clock.now();
    let values: Parameters<typeof updateUser>[2];
    if (user.customerType === 'PHYSICAL') {
      // The spec's payload names only fullName: "First Last" then stands for both names.
      if (body.fullName && body.firstName === undefined && body.lastName === undefined) {
        body = { ...body, ...splitFullName(body.fullName) };
      }
      const parsed = personalProfileFormSchema.safeParse({
        firstName: pick('firstName', user.firstName),
        lastName: pick('lastName', user.lastName),
        idNumber: pick('idNumber', user.idNumber),
        mobile: pick('mobile', user.mobile),
      });
      if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error.issues));
      const d = parsed.data as { firstName: string; lastName: string; idNumber: string; mobile: string };
      if (d.idNumber !== user.idNumber) await this.customerRecords.refuseTakenPersonalNumber(this.deps.db, userId, 'PHYSICAL', d.idNumber);
      values = { ...d, mobile: toE164(d.mobile), fullName: joinFullName(d.firstName, d.lastName), updatedAt: now };
    } else {
      const parsed = companyProfileFormSchema.safeParse({
        fullName: pick('fullName', user.fullName),
        idNumber: pick('idNumber', user.idNumber),
        chiefManager: pick('chiefManager', user.chiefManager),
        fieldOfActivity: pick('fieldOfActivity', user.fieldOfActivity),
        mobile: pick('mobile', user.mobile),
        repMobile: pick('repMobile', user.repMobile),
      });
      if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error.issues));
      const d = parsed.data as Record<string, string>;
      values = { ...d, mobile: toE164(d.mobile), repMobile: toE164(d.repMobile), updatedAt: now };
    }
    try {
      return toUserInfo((await updateUser(this.deps.db, userId, values))!);
    } catch (error) {
      // Another account saved the number a moment ago (the unique index, ADR 042): the same answer.
      if (isPersonalNumberConflict(error)) throw validationError({ idNumber: MESSAGES.idNumberTaken });
      throw error;
    }
  }

  /** Changes the password and ends every other session of the account. Current-password checks are limited like logins. */
  async changePassword(userId: number, sessionId: number, oldPassword: string, newPassword: string, meta: RequestMeta): Promise<void> {
    refuseCommonPassword('newPassword', newPassword);
    const accountKey = `password:acct:${userId}`;
    await this.limiter.hit(`password:ip:${meta.ip}`, this.limits.passwordIp);
    await this.limiter.hit(accountKey, this.limits.passwordAccount);
    const user = await findUserById(this.deps.db, userId);
    if (!user) throw notFound();
    if (!(await verifyPassword(user.passwordHash, oldPassword))) {
      throw new AppError('WRONG_PASSWORD', { fieldErrors: { oldPassword: 'The current password is not correct' } });
    }
    await this.limiter.refund(accountKey);
    const now = this.deps.clock.now();
    const passwordHash = await hashPassword(newPassword);
    // The new password and the end of the other sessions land together or not at all.
    await this.deps.db.transaction(async (tx) => {
      await updateUser(tx, userId, { passwordHash, passwordChangedAt: now, updatedAt: now });
      await this.sessions.revokeAllForUser(userId, sessionId, tx);
    });
  }

  async setLanguage(userId: number, language: Language): Promise<void> {
    await updateUser(this.deps.db, userId, { language, updatedAt: this.deps.clock.now() });
  }
}

/** The password reset: the mailed code, its check, the new password (spec section 3). */
export class PasswordResetService extends AccountCore {
  /**
   * Sends a reset code when the account exists; the answer is the same either way. Per account it
   * is limited by the e-mails sent, never refused (issue 25 item 10): within 30 s of the last code,
   * or past the account's mail budget, nothing is sent and the answer stays the same. The owner's
   * browser (device cookie) has a budget of its own.
   */
  async requestPasswordReset(username: string, meta: RequestMeta): Promise<void> {
    await this.limiter.hit(`reset:ip:${meta.ip}`, this.limits.resetIp);
    const user = await findUserByEmail(this.deps.db, username);
    if (!user) return;
    // Within 30 s of the last code nothing new is sent, without saying so (that would reveal the account).
    if ((await this.codes().resendWaitSeconds(user.id, 'RESET_PASSWORD')) > 0) return;
    const device = this.deviceOf(meta, user);
    const budget = device
      ? await this.limiter.tryHit(`reset-mail:device:${device}`, this.limits.resetMailDevice)
      : await this.limiter.tryHit(`reset-mail:acct:${user.id}`, this.limits.resetMailAccount);
    if (!budget) return;
    await this.deps.db.transaction(async (tx) => {
      const otp = await this.codes(tx).issue(user.id, 'RESET_PASSWORD');
      await this.deps.mailer.send(tx, {
        to: user.email,
        template: 'password-reset',
        language: user.language,
        data: { name: displayName(user), username: user.email, otp },
        meta: { userId: user.id },
      });
    });
  }

  /** Trades a correct reset OTP for a one-time reset key. */
  async checkResetOtp(username: string, otp: string, meta: RequestMeta): Promise<string> {
    await this.limiter.hit(`reset:ip:${meta.ip}`, this.limits.resetIp);
    const user = await findUserByEmail(this.deps.db, username);
    const device = this.deviceOf(meta, user);
    if (device) await this.limiter.hit(`reset:device:${device}`, this.limits.resetDevice);
    else await this.limiter.hit(`reset:acct:${username}`, this.limits.resetAccount);
    if (!user) throw invalidCode();
    if (!(await this.codes().consumeForUser(user.id, 'RESET_PASSWORD', otp))) throw invalidCode();
    return this.codes().issue(user.id, 'RESET_KEY');
  }

  /** Sets the new password with a reset key and ends every session of the account. */
  async resetPassword(username: string, resetKey: string, newPassword: string, meta: RequestMeta): Promise<void> {
    refuseCommonPassword('newPassword', newPassword);
    await this.limiter.hit(`reset:ip:${meta.ip}`, this.limits.resetIp);
    const user = await findUserByEmail(this.deps.db, username);
    if (!user) throw expiredCode();
    if (!(await this.codes().consumeForUser(user.id, 'RESET_KEY', resetKey))) throw expiredCode();
    const now = this.deps.clock.now();
    const passwordHash = await hashPassword(newPassword);
    await this.deps.db.transaction(async (tx) => {
      await updateUser(tx, user.id, { passwordHash, passwordChangedAt: now, updatedAt: now });
      // Receiving the code proved the address.
      if (await markVerified(tx, user.id, now))
        await this.deps.events?.record(tx, [{ type: 'customer.verified', userId: user.id, data: { via: 'PASSWORD_RESET' } }]);
      await this.sessions.revokeAllForUser(user.id, undefined, tx);
    });
  }
}

/**
 * A customer as other modules read and write it (checkout, subscriptions, mails, the console): the
 * records, a purchase's details kept, the personal number claimed and given back (ADR 042), staff notes.
 */
export class CustomersService {
  constructor(private readonly deps: Pick<AccountsDeps, 'db' | 'clock'>) {}

  /** What checkout needs to know of a customer: contact, language, type and the stored ID. */
  async customer(db: DbOrTx, userId: number): Promise<Customer | null> {
    const user = await findUserById(db, userId);
    return user ? toCustomer(user) : null;
  }

  /** Several customers at once (a renewal pass e-mails many), by id. */
  async customers(db: DbOrTx, userIds: number[]): Promise<Map<number, Customer>> {
    const found = await findUsersByIds(db, [...new Set(userIds)]);
    return new Map(found.map((u) => [u.id, toCustomer(u)]));
  }

  /**
   * A paid purchase makes the customer PAYED and, when asked and while no ID number is stored
   * (spec section 5), keeps the details of the checkout form. In the purchase's transaction.
   */
  async recordPurchase(db: DbOrTx, userId: number, details: PurchaseDetails): Promise<void> {
    const user = await findUserById(db, userId);
    if (!user) throw notFound();
    const now = this.deps.clock.now();
    const changes: Parameters<typeof updateUser>[2] = { status: 'PAYED', updatedAt: now };
    // A number the purchase claimed at its start (ADR 042) is the account's already; the names follow it.
    const claimed = details.claimedIdNumber === true && user.idNumber === details.idNumber;
    if (details.savePersonalInfo && (!user.idNumber || claimed)) {
      changes.idNumber = details.idNumber;
      if (user.customerType === 'PHYSICAL' && details.firstName && details.lastName) {
        Object.assign(changes, {
          firstName: details.firstName,
          lastName: details.lastName,
          fullName: joinFullName(details.firstName, details.lastName),
        });
      } else if (user.customerType === 'LEGAL') {
        Object.assign(changes, {
          fullName: details.fullName ?? user.fullName,
          chiefManager: details.chiefManager ?? null,
          fieldOfActivity: details.fieldOfActivity ?? null,
        });
      }
    }
    if (claimed) delete changes.idNumber;
    if (changes.idNumber === undefined || user.customerType !== 'PHYSICAL') {
      await updateUser(db, userId, changes);
      return;
    }
    try {
      // In a savepoint: a refusal by the unique index leaves the purchase's transaction usable.
      await db.transaction((sp) => updateUser(sp, userId, changes));
    } catch (error) {
      // Another personal account took the number between checkout's check and the bank's yes (ADR
      // 042): the paid purchase is never undone for it; the number stays on the payment only.
      if (!isPersonalNumberConflict(error)) throw error;
      delete changes.idNumber;
      await updateUser(db, userId, changes);
    }
  }

  /**
   * ADR 042: one personal account per personal number. Refuses (a field message on `idNumber`) a
   * number another personal account holds, for a personal account about to keep it: the profile, and
   * checkout before any bank page opens. Company codes may repeat. The unique index closes the race.
   */
  async refuseTakenPersonalNumber(db: DbOrTx, userId: number, customerType: 'PHYSICAL' | 'LEGAL', idNumber: string): Promise<void> {
    if (customerType !== 'PHYSICAL') return;
    if (await personalNumberHeldByAnother(db, userId, idNumber)) throw validationError({ idNumber: MESSAGES.idNumberTaken });
  }

  /**
   * Checkout (ADR 042): a personal account that will keep the number of its checkout form holds it
   * from the start of the purchase, before any bank page opens, so a profile or another checkout
   * saving the same number meanwhile is refused (the unique index decides a tie). Refused like the
   * profile when another personal account holds it. `releasePersonalNumber` gives it back when the
   * purchase fails.
   */
  async claimPersonalNumber(db: DbOrTx, userId: number, idNumber: string): Promise<void> {
    await this.refuseTakenPersonalNumber(db, userId, 'PHYSICAL', idNumber);
    try {
      await updateUser(db, userId, { idNumber, updatedAt: this.deps.clock.now() });
    } catch (error) {
      if (isPersonalNumberConflict(error)) throw validationError({ idNumber: MESSAGES.idNumberTaken });
      throw error;
    }
  }

  /** A failed purchase gives back the number it claimed (the account stored none before it). */
  async releasePersonalNumber(db: DbOrTx, userId: number, idNumber: string): Promise<void> {
    await clearIdNumber(db, userId, idNumber, this.deps.clock.now());
  }

  /**
   * Staff set a customer's personal-URL note; only a customer with a back-office user_id has one.
   * Returns the note before the change (for the audit log).
   */
  async updateNotes(userId: number, notes: string): Promise<{ before: string | null }> {
    const user = await findUserById(this.deps.db, userId);
    if (!user || user.role !== 'USER') throw notFound();
    if (!user.externalUserId) throw new AppError('NOTES_LOCKED');
    const value = notes.trim() || null;
    // The customer sees the note as a link (issue 39 item 28): an http(s) address or nothing.
    if (value !== null && !isWebAddress(value)) throw validationError({ notes: MESSAGES.notesUrl });
    await updateUser(this.deps.db, userId, { notes: value, updatedAt: this.deps.clock.now() });
    return { before: user.notes };
  }
}

function fieldErrorsOf(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  return out;
}
