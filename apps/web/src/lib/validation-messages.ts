import { MESSAGES } from '@orioni/contracts/validation';
import type { Locale } from '@orioni/contracts/constants';
import { useCallback } from 'react';
import { useI18n } from './i18n';

/**
 * Field messages from `@orioni/contracts` (and the API's default error texts) are English texts that double as keys (decision 14).
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
    'The ID number can not be changed': 'პირადი ნომრის შეცვლა შეუძლებელია',
    'The current password is not correct': 'მიმდინარე პაროლი არასწორია',
    'The code is not valid': 'კოდი არასწორია',
    'Unknown field': 'უცნობი ველი',
    // Error texts of the API (ERROR_KEYS), for when the settings errorTranslate table is absent.
    'Some fields are not valid': 'ზოგიერთი ველი არასწორადაა შევსებული',
    'The request could not be read': 'მოთხოვნის წაკითხვა ვერ მოხერხდა',
    'Please log in to continue': 'გასაგრძელებლად გაიარეთ ავტორიზაცია',
    'You do not have access to this': 'ამ გვერდზე წვდომა არ გაქვთ',
    'Not found': 'ვერ მოიძებნა',
    'Too many attempts. Please wait a moment and try again': 'ძალიან ბევრი მცდელობა. მოიცადეთ და სცადეთ ხელახლა',
    'Something wrong happened...': 'რაღაც შეცდომა მოხდა...',
    'The service is temporarily unavailable': 'სერვისი დროებით მიუწვდომელია',
    'User is not verified': 'მომხმარებელი არ არის ვერიფიცირებული',
    'Incorrect e-mail or password': 'ელფოსტა ან პაროლი არასწორია',
    'A user with this e-mail already exists': 'ამ ელფოსტით მომხმარებელი უკვე არსებობს',
    'The verification token has been expired, please try again': 'დადასტურების ბმულს ვადა გაუვიდა, გთხოვთ, სცადოთ თავიდან',
    'This conflicts with the current state': 'მოქმედება ეწინააღმდეგება მიმდინარე მდგომარეობას',
    'The request is too large': 'მოთხოვნა ძალიან დიდია',
    'Your cart is empty': 'კალათა ცარიელია',
    'This product is not available': 'ეს პროდუქტი ხელმისაწვდომი არ არის',
    'Please add a card first': 'ჯერ დაამატეთ ბარათი',
    'The card was declined': 'ბარათი უარყოფილია',
    'The card has insufficient funds': 'ბარათზე არ არის საკმარისი თანხა',
    'The payment could not be completed': 'გადახდა ვერ შესრულდა',
    'This request is already being processed': 'ეს მოთხოვნა უკვე მუშავდება',
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
    'The ID number can not be changed': 'Идентификационный номер нельзя изменить',
    'The current password is not correct': 'Текущий пароль указан неверно',
    'The code is not valid': 'Неверный код',
    'Unknown field': 'Неизвестное поле',
    'Some fields are not valid': 'Некоторые поля заполнены неверно',
    'The request could not be read': 'Не удалось прочитать запрос',
    'Please log in to continue': 'Войдите, чтобы продолжить',
    'You do not have access to this': 'У вас нет доступа к этому разделу',
    'Not found': 'Не найдено',
    'Too many attempts. Please wait a moment and try again': 'Слишком много попыток. Подождите немного и попробуйте снова',
    'Something wrong happened...': 'Что-то пошло не так...',
    'The service is temporarily unavailable': 'Сервис временно недоступен',
    'User is not verified': 'Пользователь не подтверждён',
    'Incorrect e-mail or password': 'Неверная электронная почта или пароль',
    'A user with this e-mail already exists': 'Пользователь с такой электронной почтой уже существует',
    'The verification token has been expired, please try again': 'Срок действия ссылки для подтверждения истёк, попробуйте ещё раз',
    'This conflicts with the current state': 'Действие противоречит текущему состоянию',
    'The request is too large': 'Слишком большой запрос',
    'Your cart is empty': 'Ваша корзина пуста',
    'This product is not available': 'Этот продукт недоступен',
    'Please add a card first': 'Сначала добавьте карту',
    'The card was declined': 'Карта отклонена',
    'The card has insufficient funds': 'На карте недостаточно средств',
    'The payment could not be completed': 'Не удалось выполнить оплату',
    'This request is already being processed': 'Этот запрос уже обрабатывается',
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
