import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  companyProfileFormSchema,
  companyRegisterFormSchema,
  loginFormSchema,
  personalProfileFormSchema,
  personalRegisterFormSchema,
  registerRequestSchema,
  resetPasswordFormSchema,
} from './auth.ts';
import { MESSAGES } from './validation.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, path: string) =>
  result.error?.issues.find((i) => i.path.join('.') === path)?.message;

describe('register request', () => {
  it('personal: derives first and last name from fullName and normalises e-mail and spaces', () => {
    const out = registerRequestSchema.parse({
      username: ' Nino@Example.GE ',
      fullName: '  Nino   Beridze ',
      password: 'Strong#Pass42',
      mobile: '+995 555 12 34 56',
      repMobile: null,
      customerType: 'PHYSICAL',
      language: 'KA',
    });
    expect(out).toMatchObject({
      username: 'nino@example.ge',
      firstName: 'Nino',
      lastName: 'Beridze',
      fullName: 'Nino Beridze',
      repMobile: null,
    });
  });

  it('company: requires the representative mobile and a Latin company name', () => {
    const result = registerRequestSchema.safeParse({
      username: 'co@example.ge',
      fullName: 'კომპანია',
      password: 'Strong#Pass42',
      mobile: '555 12 34 56',
      customerType: 'LEGAL',
    });
    expect(firstMessage(result, 'fullName')).toBe(MESSAGES.onlyLatins);
    expect(firstMessage(result, 'repMobile')).toBe(MESSAGES.required);
  });
});

describe('form schemas (spec section 5 messages)', () => {
  it('login: e-mail and password required', () => {
    const result = loginFormSchema.safeParse({ username: '', password: '' });
    expect(firstMessage(result, 'username')).toBe(MESSAGES.required);
    expect(firstMessage(result, 'password')).toBe(MESSAGES.required);
  });

  it('registration forms use the shared field rules', () => {
    const personal = personalRegisterFormSchema.safeParse({ firstName: 'A', lastName: 'B-', username: 'x@y', mobile: '', password: 'abc' });
    expect(firstMessage(personal, 'firstName')).toBe(MESSAGES.nameMin);
    expect(firstMessage(personal, 'lastName')).toBe(MESSAGES.onlyLatins);
    expect(firstMessage(personal, 'username')).toBe(MESSAGES.emailFormat);
    expect(firstMessage(personal, 'mobile')).toBe(MESSAGES.required);
    expect(firstMessage(personal, 'password')).toBe(MESSAGES.passwordInvalid);
    const company = companyRegisterFormSchema.safeParse({
      fullName: 'Orioni',
      username: 'a@b.ge',
      mobile: '555 123',
      repMobile: '',
      password: 'Strong#Pass42',
    });
    expect(firstMessage(company, 'repMobile')).toBe(MESSAGES.required);
  });

  it("repeat password: 'passwords do not match' in the reset form, 'The passwords does not match' in the profile", () => {
    expect(
      firstMessage(resetPasswordFormSchema.safeParse({ newPassword: 'Strong#Pass42', repeatPassword: 'Other#Pass42' }), 'repeatPassword'),
    ).toBe('passwords do not match');
    const profile = changePasswordFormSchema.safeParse({ oldPassword: 'x', newPassword: 'Strong#Pass42', repeatPassword: 'Other#Pass42' });
    expect(firstMessage(profile, 'repeatPassword')).toBe('The passwords does not match');
    const empty = changePasswordFormSchema.safeParse({ oldPassword: '', newPassword: '', repeatPassword: '' });
    expect(firstMessage(empty, 'oldPassword')).toBe(MESSAGES.required);
    expect(firstMessage(empty, 'newPassword')).toBe(MESSAGES.required);
    expect(firstMessage(empty, 'repeatPassword')).toBe(MESSAGES.required);
  });

  it('profile: 11-digit personal ID, 9-digit company number, director and field of activity required', () => {
    expect(
      firstMessage(
        personalProfileFormSchema.safeParse({ firstName: 'Ana', lastName: 'Ko', idNumber: '123456789', mobile: '555 123' }),
        'idNumber',
      ),
    ).toBe('should contain 11 digits');
    const company = companyProfileFormSchema.safeParse({
      fullName: 'Orioni',
      idNumber: '12345678901',
      chiefManager: '',
      fieldOfActivity: ' ',
      mobile: '555 1234',
      repMobile: '555 1234',
    });
    expect(firstMessage(company, 'idNumber')).toBe('should contain 9 digits');
    expect(firstMessage(company, 'chiefManager')).toBe(MESSAGES.required);
    expect(firstMessage(company, 'fieldOfActivity')).toBe(MESSAGES.required);
  });
});
