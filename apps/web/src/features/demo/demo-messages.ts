import type { Locale } from '@orioni/contracts/constants';
import { useI18n } from '@/lib/i18n';

/** Texts of the demo request modal in Georgian, English and Russian. */
const en = {
  title: 'Request a demo',
  titleFor: (product: string) => `Request a demo: ${product}`,
  intro: 'Leave your contacts and our team will arrange a demo at a time that suits you.',
  tabs: 'Customer type',
  personal: 'Personal',
  company: 'Company',
  name: 'First name',
  surname: 'Last name',
  phone: 'Phone',
  email: 'E-mail',
  companyName: 'Company name',
  mobileNumber: 'Mobile number',
  companyEmail: 'Company e-mail',
  submit: 'Send request',
  close: 'Close',
  successTitle: 'Thank you!',
  successText: 'We have received your request and will contact you shortly.',
};
type DemoMessages = typeof en;

const ka: DemoMessages = {
  title: 'დემოს მოთხოვნა',
  titleFor: (product) => `დემოს მოთხოვნა: ${product}`,
  intro: 'დაგვიტოვეთ საკონტაქტო მონაცემები და ჩვენი გუნდი დემოს თქვენთვის სასურველ დროს მოაწყობს.',
  tabs: 'მომხმარებლის ტიპი',
  personal: 'ფიზიკური პირი',
  company: 'კომპანია',
  name: 'სახელი',
  surname: 'გვარი',
  phone: 'ტელეფონი',
  email: 'ელ-ფოსტა',
  companyName: 'კომპანიის დასახელება',
  mobileNumber: 'მობილურის ნომერი',
  companyEmail: 'კომპანიის ელ-ფოსტა',
  submit: 'მოთხოვნის გაგზავნა',
  close: 'დახურვა',
  successTitle: 'გმადლობთ!',
  successText: 'თქვენი მოთხოვნა მიღებულია. მალე დაგიკავშირდებით.',
};

const ru: DemoMessages = {
  title: 'Запросить демо',
  titleFor: (product) => `Запросить демо: ${product}`,
  intro: 'Оставьте контакты, и наша команда проведёт демонстрацию в удобное для вас время.',
  tabs: 'Тип клиента',
  personal: 'Физическое лицо',
  company: 'Компания',
  name: 'Имя',
  surname: 'Фамилия',
  phone: 'Телефон',
  email: 'E-mail',
  companyName: 'Название компании',
  mobileNumber: 'Мобильный номер',
  companyEmail: 'E-mail компании',
  submit: 'Отправить запрос',
  close: 'Закрыть',
  successTitle: 'Спасибо!',
  successText: 'Мы получили ваш запрос и скоро свяжемся с вами.',
};

const DEMO_MESSAGES: Record<Locale, DemoMessages> = { ka, en, ru };

export function useDemoText(): DemoMessages {
  return DEMO_MESSAGES[useI18n().locale];
}
