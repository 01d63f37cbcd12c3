import { z } from 'zod';
import { LIMITS } from './spec-constants.ts';

/**
 * Field rules of spec section 5, each carrying the spec's exact English message. The web
 * translates these messages (they double as translation keys); the API returns them as they are.
 */
export const MESSAGES = {
  required: 'Is Required',
  emailFormat: 'Not Valid Email Format',
  emailLocalMax: 'Max 40 Symbols',
  passwordInvalid: 'Invalid Password',
  passwordMax: 'Max 100 Symbols Allowed',
  passwordCommon: 'This Password Is Too Common',
  passwordsMismatch: 'passwords do not match',
  profilePasswordsMismatch: 'The passwords does not match',
  onlyLatins: 'Only Latins Allowed',
  nameMin: 'Min 2 Symbols',
  nameMax: 'Max 100 Symbols',
  phoneFormat: 'Not Valid Phone Number',
  personalId: 'should contain 11 digits',
  companyId: 'should contain 9 digits',
  termsRequired: 'You Must Accept The Terms',
  quantityDigits: 'Only Digits Allowed',
  quantityMax: 'Max 999999999',
  quantityZero: 'Quantity Must Be At Least 1',
  /** A stored ID number stays as it is (profile and checkout). */
  idLocked: 'The ID number can not be changed',
  /** Exports (decision 15): the To Date is today at the latest, and the From Date not after it. */
  exportToDateFuture: 'To Date Cannot Be Later Than Today',
  exportFromAfterTo: 'From Date Cannot Be After To Date',
  /** Date filters take days from 1900-01-01 to 2999-12-31 (issue 25 item 18). */
  dateOutOfRange: 'Use A Date From 1900 To 2999',
  /** A field the endpoint does not take. */
  unknownField: 'Unknown field',
  /** Checkout: attendee e-mails sent for a cart with no training, or not one per training seat. */
  trainingEmailsNone: 'No training in the cart needs attendee e-mails',
  trainingEmailsCount: 'One e-mail per training seat is required',
  /** Checkout: a cart whose total is nothing, or more than one payment may carry. */
  nothingToPay: 'Nothing to pay',
  totalTooLarge: 'The total is too large for one payment',
  /** The personal-URL note (issue 39 item 28): the customer sees it as a link. */
  notesUrl: 'Enter a web address starting with http:// or https://',
  /** ADR 042: one personal account per personal number. */
  idNumberTaken: 'This personal ID number belongs to another account. Sign in to that account, or write to us',
} as const;
export type ValidationMessage = (typeof MESSAGES)[keyof typeof MESSAGES];

export { LIMITS };

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** A required string: missing, null or blank → 'Is Required'. */
export const requiredString = () => z.preprocess(trimmed, z.string({ error: MESSAGES.required }).min(1, MESSAGES.required));

// Deliberately simple and strict: one @, no spaces, a dot in the domain, 2+ letter TLD.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** E-mail: trimmed and lower-cased; required, address pattern, local part ≤ 40. */
export const emailSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z
    .string({ error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .max(254, MESSAGES.emailFormat)
    .regex(EMAIL_PATTERN, MESSAGES.emailFormat)
    .refine((v) => (v.split('@')[0] ?? '').length <= LIMITS.emailLocalMax, MESSAGES.emailLocalMax),
);

/** Decision 21: common breached passwords that would otherwise pass the composition rule. */
export const COMMON_PASSWORDS = new Set(
  [
    'P@ssw0rd',
    'P@ssword1',
    'P@ssw0rd1',
    'P@ssw0rd!',
    'Passw0rd!',
    'Password1!',
    'Password1@',
    'Password1#',
    'Password123!',
    'Password@123',
    'Pa$$w0rd',
    'Pa$$word1',
    'Qwerty123!',
    'Qwerty@123',
    'Qwerty1!',
    'Welcome1!',
    'Welcome@123',
    'Welcome123!',
    'Admin@123',
    'Admin123!',
    'Abc@1234',
    'Abcd@1234',
    'Abc123!@#',
    'Aa123456!',
    'Aa@123456',
    'Test@123',
    'Test123!',
    'Summer2024!',
    'Winter2024!',
    'Spring2025!',
    'Changeme1!',
    'Iloveyou1!',
    'Letmein1!',
    'Monkey123!',
    'Dragon123!',
    'Football1!',
    'Baseball1!',
    'Master123!',
    'Trustno1!',
    'Zaq12wsx!',
    '1qaz@WSX',
    '1qaz!QAZ',
    '!QAZ2wsx',
    'Q1w2e3r4!',
    'Q1w2e3r4t5!',
    '1Q2w3e4r!',
  ].map((p) => p.toLowerCase()),
);

const hasAllClasses = (v: string) => /\d/.test(v) && /[a-z]/.test(v) && /[A-Z]/.test(v) && /[^A-Za-z0-9\s]/.test(v);

/** Decision 14: under 8 or a missing class → 'Invalid Password'; over 100 → 'Max 100 Symbols Allowed'. */
export const passwordSchema = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .superRefine((value, ctx) => {
    if (value.length > LIMITS.passwordMax) ctx.addIssue({ code: 'custom', message: MESSAGES.passwordMax });
    else if (value.length < LIMITS.passwordMin || /\s/.test(value) || !hasAllClasses(value))
      ctx.addIssue({ code: 'custom', message: MESSAGES.passwordInvalid });
    else if (COMMON_PASSWORDS.has(value.toLowerCase())) ctx.addIssue({ code: 'custom', message: MESSAGES.passwordCommon });
  });

/** The live checklist under a new-password field. */
export function passwordChecklist(value: string) {
  return {
    upperAndLower: /[a-z]/.test(value) && /[A-Z]/.test(value),
    number: /\d/.test(value),
    symbol: /[^A-Za-z0-9\s]/.test(value),
    minLength: value.length >= LIMITS.passwordMin,
  };
}

/**
 * A Latin name (first, last, company, director): required, Latin letters with spaces or hyphens,
 * 2–100 characters. Surrounding space is trimmed and runs of spaces become one, so words end up
 * separated by single spaces.
 */
export const latinNameSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : v),
  z
    .string({ error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .regex(/^[A-Za-z]+(?:[ -][A-Za-z]+)*$/, MESSAGES.onlyLatins)
    .min(LIMITS.nameMin, MESSAGES.nameMin)
    .max(LIMITS.nameMax, MESSAGES.nameMax),
);

/** Phone: required; digits with an optional leading +, spaces, hyphens or brackets. */
export const phoneSchema = z.preprocess(
  trimmed,
  z
    .string({ error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .regex(/^\+?[0-9][0-9 ()-]{3,22}[0-9]$/, MESSAGES.phoneFormat),
);

export const personalIdSchema = z.preprocess(
  trimmed,
  z
    .string({ error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .regex(/^\d{11}$/, MESSAGES.personalId),
);

export const companyIdSchema = z.preprocess(
  trimmed,
  z
    .string({ error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .regex(/^\d{9}$/, MESSAGES.companyId),
);

/** Cart quantity: digits only, 0 … 999999999. */
export const quantitySchema = z.coerce
  .number({ error: MESSAGES.quantityDigits })
  .int(MESSAGES.quantityDigits)
  .min(0, MESSAGES.quantityDigits)
  .max(LIMITS.quantityMax, MESSAGES.quantityMax);
