import { MESSAGES, type ValidationMessage } from '@orioni/contracts/validation';

/**
 * Field messages of the validation rules (Georgian). The English texts of `MESSAGES` are the keys
 * (decision 14) and show as they are in English; every one has its translation here.
 */
export const validation: Record<ValidationMessage, string> = {
  [MESSAGES.required]: 'სავალდებულო ველი',
  [MESSAGES.emailFormat]: 'ელფოსტის ფორმატი არასწორია',
  [MESSAGES.emailLocalMax]: 'მაქსიმუმ 40 სიმბოლო',
  // What the rule wants (issue 39 item 25).
  [MESSAGES.passwordInvalid]: 'პაროლი: მინიმუმ 8 სიმბოლო, ლათინური დიდი და პატარა ასო, ციფრი და სიმბოლო, ჰარეების გარეშე',
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
  [MESSAGES.idLocked]: 'პირადი ნომრის ან საიდენტიფიკაციო კოდის შეცვლა შეუძლებელია',
  [MESSAGES.exportToDateFuture]: 'დასრულების თარიღი არ შეიძლება იყოს დღევანდელზე გვიან',
  [MESSAGES.exportFromAfterTo]: 'დაწყების თარიღი არ შეიძლება იყოს დასრულების თარიღის შემდეგ',
  [MESSAGES.dateOutOfRange]: 'მიუთითეთ თარიღი 1900 წლიდან 2999 წლამდე',
  [MESSAGES.unknownField]: 'უცნობი ველი',
  [MESSAGES.trainingEmailsNone]: 'კალათაში არ არის ტრენინგი, რომელსაც მონაწილეების ელფოსტა სჭირდება',
  [MESSAGES.trainingEmailsCount]: 'თითოეულ ადგილს ტრენინგზე სჭირდება ერთი ელფოსტა',
  [MESSAGES.nothingToPay]: 'გადასახდელი არაფერია',
  [MESSAGES.totalTooLarge]: 'ჯამი ძალიან დიდია ერთი გადახდისთვის',
  [MESSAGES.idNumberTaken]: 'ეს პირადი ნომერი სხვა ანგარიშს ეკუთვნის. შედით იმ ანგარიშით ან მოგვწერეთ',
  [MESSAGES.notesUrl]: 'შეიყვანეთ ვებმისამართი, რომელიც იწყება http://-ით ან https://-ით',
};
