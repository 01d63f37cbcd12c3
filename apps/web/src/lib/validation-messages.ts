import { MESSAGES } from '@orioni/contracts/validation';
import type { Locale } from '@orioni/contracts/constants';
import { useCallback } from 'react';
import { useI18n } from './i18n';

/**
 * Field messages from `@orioni/contracts` are English texts that double as keys (decision 14); API
 * errors are translated by key instead (`error-text.ts`, through the settings `errorTranslate`).
 * English shows them as they are; Georgian and Russian translate them here. Unknown messages pass
 * through unchanged.
 */
const TRANSLATIONS: Record<Exclude<Locale, 'en'>, Record<string, string>> = {
  ka: {
    [MESSAGES.required]: 'სავალდებულო ველი',
    [MESSAGES.emailFormat]: 'ელფოსტის ფორმატი არასწორია',
    [MESSAGES.emailLocalMax]: 'მაქსიმუმ 40 სიმბოლო',
    [MESSAGES.passwordInvalid]: 'პაროლი არასწორია',
    [MESSAGES.passwordMax]: 'დასაშვებია მაქსიმუმ 100 სიმბოლო',
    [MESSAGES.passwordCommon]: 'ეს პაროლი ძალიან გავრცელებულია',
    [MESSAGES.passwordsMismatch]: 'პაროლები არ ემთხვევა',
    [MESSAGES.profilePasswordsMismatch]: 'პაროლები არ ემთხვევა ერთმანეთს',
    [MESSAGES.onlyLatins]: 'დასაშვებია მხოლოდ ლათინური ასოები',
    [MESSAGES.nameMin]: 'მინიმუმ 2 სიმბოლო',
    [MESSAGES.nameMax]: 'მაქსიმუმ 100 სიმბოლო',
    [MESSAGES.phoneFormat]: 'ტელეფონის ნომერი არასწორია',
    [MESSAGES.personalId]: 'უნდა შეიცავდეს 11 ციფრს',
    [MESSAGES.companyId]: 'უნდა შეიცავდეს 9 ციფრს',
    [MESSAGES.termsRequired]: 'გთხოვთ, დაეთანხმოთ წესებსა და პირობებს',
    [MESSAGES.quantityDigits]: 'დასაშვებია მხოლოდ ციფრები',
    [MESSAGES.quantityMax]: 'მაქსიმუმ 999999999',
    [MESSAGES.quantityZero]: 'რაოდენობა უნდა იყოს მინიმუმ 1',
    [MESSAGES.idLocked]: 'პირადი ნომრის შეცვლა შეუძლებელია',
    'The current password is not correct': 'მიმდინარე პაროლი არასწორია',
    'The code is not valid': 'კოდი არასწორია',
    'Unknown field': 'უცნობი ველი',
  },
  ru: {
    [MESSAGES.required]: 'Обязательное поле',
    [MESSAGES.emailFormat]: 'Неверный формат электронной почты',
    [MESSAGES.emailLocalMax]: 'Максимум 40 символов',
    [MESSAGES.passwordInvalid]: 'Недопустимый пароль',
    [MESSAGES.passwordMax]: 'Допускается не более 100 символов',
    [MESSAGES.passwordCommon]: 'Этот пароль слишком распространён',
    [MESSAGES.passwordsMismatch]: 'Пароли не совпадают',
    [MESSAGES.profilePasswordsMismatch]: 'Пароли не совпадают',
    [MESSAGES.onlyLatins]: 'Допускаются только латинские буквы',
    [MESSAGES.nameMin]: 'Минимум 2 символа',
    [MESSAGES.nameMax]: 'Максимум 100 символов',
    [MESSAGES.phoneFormat]: 'Неверный номер телефона',
    [MESSAGES.personalId]: 'Должен содержать 11 цифр',
    [MESSAGES.companyId]: 'Должен содержать 9 цифр',
    [MESSAGES.termsRequired]: 'Необходимо принять условия',
    [MESSAGES.quantityDigits]: 'Допускаются только цифры',
    [MESSAGES.quantityMax]: 'Максимум 999999999',
    [MESSAGES.quantityZero]: 'Количество должно быть не меньше 1',
    [MESSAGES.idLocked]: 'Идентификационный номер нельзя изменить',
    'The current password is not correct': 'Текущий пароль указан неверно',
    'The code is not valid': 'Неверный код',
    'Unknown field': 'Неизвестное поле',
  },
};

export function translateMessage(message: string | undefined | null, locale: Locale): string {
  if (!message) return '';
  if (locale === 'en') return message;
  return TRANSLATIONS[locale][message] ?? message;
}

/** `const tm = useValidationMessage(); tm(errors.email?.message)`. */
export function useValidationMessage(): (message: string | undefined | null) => string {
  const { locale } = useI18n();
  return useCallback((message) => translateMessage(message, locale), [locale]);
}
