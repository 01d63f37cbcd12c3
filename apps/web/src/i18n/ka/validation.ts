import { MESSAGES, type ValidationMessage } from '@orioni/contracts/validation';

/**
 * Field messages of the validation rules (Russian). The English texts of `MESSAGES` are the keys
 * (decision 14) and show as they are in English; every one has its translation here.
 */
export const validation: Record<ValidationMessage, string> = {
  [MESSAGES.required]: 'Обязательное поле',
  [MESSAGES.emailFormat]: 'Неверный формат электронной почты',
  [MESSAGES.emailLocalMax]: 'Максимум 40 символов',
  // What the rule wants (issue 39 item 25).
  [MESSAGES.passwordInvalid]: 'Пароль: не менее 8 символов, заглавная и строчная латинские буквы, цифра и символ, без пробелов',
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
  [MESSAGES.idLocked]: 'Личный номер или идентификационный код изменить нельзя',
  [MESSAGES.exportToDateFuture]: 'Дата окончания не может быть позже сегодняшней',
  [MESSAGES.exportFromAfterTo]: 'Дата начала не может быть позже даты окончания',
  [MESSAGES.dateOutOfRange]: 'Укажите дату с 1900 по 2999 год',
  [MESSAGES.unknownField]: 'Неизвестное поле',
  [MESSAGES.trainingEmailsNone]: 'В корзине нет тренинга, для которого нужна электронная почта участников',
  [MESSAGES.trainingEmailsCount]: 'Для каждого места на тренинге нужен один адрес электронной почты',
  [MESSAGES.nothingToPay]: 'Нечего оплачивать',
  [MESSAGES.totalTooLarge]: 'ჯამი ძალიან დიდია ერთი გადახდისთვის',
  [MESSAGES.idNumberTaken]: 'ეს პირადი ნომერი სხვა ანგარიშს ეკუთვნის. შედით იმ ანგარიშით ან მოგვწერეთ',
  [MESSAGES.notesUrl]: 'შეიყვანეთ ვებმისამართი, რომელიც იწყება http://-ით ან https://-ით',
};
