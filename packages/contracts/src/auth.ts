import { z } from 'zod';
import { customerTypeSchema, languageSchema } from './enums.ts';
import { userInfoSchema } from './entities.ts';
import {
  companyIdSchema,
  emailSchema,
  latinNameSchema,
  MESSAGES,
  passwordSchema,
  personalIdSchema,
  phoneSchema,
  requiredString,
} from './validation.ts';
import { joinFullName, splitFullName } from './names.ts';

/**
 * Schemas of the accounts capability (spec section 7, `user/*`). The form schemas are what the web
 * forms validate with (react-hook-form + zodResolver); the request schemas are what the API accepts,
 * built from the same field rules so both answer with the same messages.
 */

const OTP_PATTERN = /^\d{6}$/;
/** A required password field that is only checked for presence (login, old password). */
const presentPassword = z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(200, MESSAGES.passwordMax);

// ---------------------------------------------------------------- forms (web)

export const loginFormSchema = z.object({ username: emailSchema, password: presentPassword });
export type LoginForm = z.input<typeof loginFormSchema>;

export const personalRegisterFormSchema = z.object({
  firstName: latinNameSchema,
  lastName: latinNameSchema,
  username: emailSchema,
  mobile: phoneSchema,
  password: passwordSchema,
});
export type PersonalRegisterForm = z.input<typeof personalRegisterFormSchema>;

export const companyRegisterFormSchema = z.object({
  fullName: latinNameSchema,
  username: emailSchema,
  mobile: phoneSchema,
  repMobile: phoneSchema,
  password: passwordSchema,
});
export type CompanyRegisterForm = z.input<typeof companyRegisterFormSchema>;

export const forgetFormSchema = z.object({ username: emailSchema });
export type ForgetForm = z.input<typeof forgetFormSchema>;

/** The reset form (forgetForm view): new password and its repeat. */
export const resetPasswordFormSchema = z
  .object({ newPassword: passwordSchema, repeatPassword: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required) })
  .refine((v) => v.newPassword === v.repeatPassword, { path: ['repeatPassword'], message: MESSAGES.passwordsMismatch });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** Profile → change password: old, new and repeat required; the profile's own mismatch message. */
export const changePasswordFormSchema = z
  .object({
    oldPassword: presentPassword,
    newPassword: passwordSchema,
    repeatPassword: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
  })
  .refine((v) => v.newPassword === v.repeatPassword, { path: ['repeatPassword'], message: MESSAGES.profilePasswordsMismatch });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

export const personalProfileFormSchema = z.object({
  firstName: latinNameSchema,
  lastName: latinNameSchema,
  idNumber: personalIdSchema,
  mobile: phoneSchema,
});
export type PersonalProfileForm = z.input<typeof personalProfileFormSchema>;

export const companyProfileFormSchema = z.object({
  fullName: latinNameSchema,
  idNumber: companyIdSchema,
  chiefManager: latinNameSchema,
  fieldOfActivity: requiredString().pipe(z.string().max(200, MESSAGES.nameMax)),
  mobile: phoneSchema,
  repMobile: phoneSchema,
});
export type CompanyProfileForm = z.input<typeof companyProfileFormSchema>;

// ---------------------------------------------------------------- requests (API)

/**
 * POST user/public/register. Personal: firstName/lastName, or a fullName "First Last" they are
 * derived from; repMobile null. Company: fullName is the company name, repMobile required.
 */
export const registerRequestSchema = z
  .strictObject({
    username: emailSchema,
    fullName: z.string().max(201).optional(),
    firstName: z.string().max(200).optional(),
    lastName: z.string().max(200).optional(),
    password: passwordSchema,
    mobile: phoneSchema,
    repMobile: z.string().max(40).nullable().optional(),
    customerType: customerTypeSchema,
    language: languageSchema.default('KA'),
  })
  .transform((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.customerType === 'PHYSICAL') {
      const derived = splitFullName(v.fullName ?? '');
      const first = latinNameSchema.safeParse(v.firstName ?? derived.firstName);
      const last = latinNameSchema.safeParse(v.lastName ?? derived.lastName);
      if (!first.success) issue('firstName', first.error.issues[0]!.message);
      if (!last.success) issue('lastName', last.error.issues[0]!.message);
      if (!first.success || !last.success) return z.NEVER;
      return {
        username: v.username,
        password: v.password,
        mobile: v.mobile,
        customerType: v.customerType,
        language: v.language,
        firstName: first.data as string,
        lastName: last.data as string,
        fullName: joinFullName(first.data as string, last.data as string),
        repMobile: null,
      };
    }
    const company = latinNameSchema.safeParse(v.fullName ?? '');
    const repMobile = phoneSchema.safeParse(v.repMobile ?? '');
    if (!company.success) issue('fullName', company.error.issues[0]!.message);
    if (!repMobile.success) issue('repMobile', repMobile.error.issues[0]!.message);
    if (!company.success || !repMobile.success) return z.NEVER;
    return {
      username: v.username,
      password: v.password,
      mobile: v.mobile,
      customerType: v.customerType,
      language: v.language,
      firstName: null,
      lastName: null,
      fullName: company.data as string,
      repMobile: repMobile.data as string,
    };
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterInput = z.output<typeof registerRequestSchema>;

export const usernameRequestSchema = z.strictObject({ username: emailSchema });
export const verifyRequestSchema = z.strictObject({
  verificationCode: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(200),
});
export const loginRequestSchema = z.strictObject({ username: emailSchema, password: presentPassword });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** PUT user: only the fields the customer's type uses; the server checks them with the profile form rules. */
const optionalText = z.string().max(300).nullable().optional();
export const updateUserRequestSchema = z.strictObject({
  idNumber: optionalText,
  fullName: optionalText,
  firstName: optionalText,
  lastName: optionalText,
  mobile: optionalText,
  chiefManager: optionalText,
  repMobile: optionalText,
  fieldOfActivity: optionalText,
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

export const changePasswordRequestSchema = z.strictObject({ oldPassword: presentPassword, newPassword: passwordSchema });
export const languageRequestSchema = z.strictObject({ language: languageSchema });
export const resetPasswordOtpRequestSchema = z.strictObject({
  username: emailSchema,
  otp: z.string({ error: MESSAGES.required }).trim().regex(OTP_PATTERN, 'The code is not valid'),
});
export const resetPasswordRequestSchema = z.strictObject({
  username: emailSchema,
  resetKey: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(200),
  newPassword: passwordSchema,
});

// ---------------------------------------------------------------- responses

export const userInfoResponseSchema = z.object({ data: userInfoSchema });
/** Calls whose success carries nothing. */
export const emptyResponseSchema = z.object({ data: z.null() });
export const resetKeyResponseSchema = z.object({ data: z.object({ resetKey: z.string() }) });
