import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  companyIdSchema,
  emailSchema,
  latinNameSchema,
  MESSAGES,
  passwordChecklist,
  passwordSchema,
  personalIdSchema,
  quantitySchema,
} from './validation.ts';

const message = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error!.issues[0]!.message;
};

describe('field rules of spec section 5', () => {
  it('e-mail: required, format, local part at most 40', () => {
    expect(message(emailSchema, '')).toBe(MESSAGES.required);
    expect(message(emailSchema, undefined)).toBe(MESSAGES.required);
    expect(message(emailSchema, 'nino@')).toBe(MESSAGES.emailFormat);
    expect(message(emailSchema, 'nino beridze@example.ge')).toBe(MESSAGES.emailFormat);
    expect(message(emailSchema, `${'a'.repeat(41)}@example.ge`)).toBe(MESSAGES.emailLocalMax);
    expect(message(emailSchema, `${'a'.repeat(40)}@example.ge`)).toBeNull();
    expect(emailSchema.parse('  Nino@Example.GE ')).toBe('nino@example.ge');
  });

  it('password: classes, length, whitespace, common passwords', () => {
    expect(message(passwordSchema, 'Abcdef1!')).toBeNull();
    expect(message(passwordSchema, 'Abcde1!')).toBe(MESSAGES.passwordInvalid);
    expect(message(passwordSchema, 'abcdef1!')).toBe(MESSAGES.passwordInvalid);
    expect(message(passwordSchema, 'ABCDEF1!')).toBe(MESSAGES.passwordInvalid);
    expect(message(passwordSchema, 'Abcdefg!')).toBe(MESSAGES.passwordInvalid);
    expect(message(passwordSchema, 'Abcdefg1')).toBe(MESSAGES.passwordInvalid);
    expect(message(passwordSchema, 'Abc def1!')).toBe(MESSAGES.passwordInvalid);
    expect(message(passwordSchema, `Aa1!${'x'.repeat(97)}`)).toBe(MESSAGES.passwordMax);
    expect(message(passwordSchema, `Aa1!${'x'.repeat(96)}`)).toBeNull();
    expect(message(passwordSchema, 'P@ssw0rd')).toBe(MESSAGES.passwordCommon);
  });

  it('password checklist tracks each class', () => {
    expect(passwordChecklist('')).toEqual({ upperAndLower: false, number: false, symbol: false, minLength: false });
    expect(passwordChecklist('Abcdefg1!')).toEqual({ upperAndLower: true, number: true, symbol: true, minLength: true });
  });

  it('accepts every password with all classes and 8–100 non-space characters unless common', () => {
    const chars = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*()_-+=');
    fc.assert(
      fc.property(fc.array(chars, { minLength: 4, maxLength: 96 }), (rest) => {
        const pw = `aZ9!${rest.join('')}`;
        expect(passwordSchema.safeParse(pw).success).toBe(true);
      }),
    );
  });

  it('names: Latin letters, spaces or hyphens, 2 to 100, single spaces', () => {
    expect(message(latinNameSchema, '')).toBe(MESSAGES.required);
    expect(message(latinNameSchema, 'ნინო')).toBe(MESSAGES.onlyLatins);
    expect(message(latinNameSchema, 'Нино')).toBe(MESSAGES.onlyLatins);
    expect(message(latinNameSchema, 'Nino1')).toBe(MESSAGES.onlyLatins);
    expect(message(latinNameSchema, 'N')).toBe(MESSAGES.nameMin);
    expect(message(latinNameSchema, 'N'.repeat(101))).toBe(MESSAGES.nameMax);
    expect(latinNameSchema.parse('  Mary-Jane   Watson ')).toBe('Mary-Jane Watson');
    expect(message(latinNameSchema, 'Mary--Jane')).toBe(MESSAGES.onlyLatins);
  });

  it('ID numbers: 11 digits personal, 9 digits company', () => {
    expect(message(personalIdSchema, '0100101234')).toBe(MESSAGES.personalId);
    expect(message(personalIdSchema, '01001012345')).toBeNull();
    expect(message(personalIdSchema, '0100101234a')).toBe(MESSAGES.personalId);
    expect(message(companyIdSchema, '40512345')).toBe(MESSAGES.companyId);
    expect(message(companyIdSchema, '405123456')).toBeNull();
  });

  it('quantity: digits only, 0 … 999999999', () => {
    expect(quantitySchema.parse('12')).toBe(12);
    expect(message(quantitySchema, '1.5')).toBe(MESSAGES.quantityDigits);
    expect(message(quantitySchema, '-1')).toBe(MESSAGES.quantityDigits);
    expect(message(quantitySchema, '1000000000')).toBe(MESSAGES.quantityMax);
    expect(quantitySchema.parse('999999999')).toBe(999999999);
  });
});
