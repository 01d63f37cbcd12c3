import type { DemoTexts } from '../en/demo';

export const demo: DemoTexts = {
  title: 'Запросить демо',
  titleFor: (product) => `Запросить демо: ${product}`,
  intro: 'Оставьте контакты, и наша команда проведёт демонстрацию в удобное для вас время.',
  tabs: 'Тип клиента',
  personal: 'Физическое лицо',
  company: 'Компания',
  name: 'Имя',
  surname: 'Фамилия',
  phone: 'Телефон',
  email: 'Электронная почта',
  companyName: 'Название компании',
  mobileNumber: 'Мобильный номер',
  companyEmail: 'E-mail компании',
  submit: 'Отправить запрос',
  close: 'Закрыть',
  successTitle: 'Спасибо!',
  successText: 'Мы получили ваш запрос и скоро свяжемся с вами.',
};
