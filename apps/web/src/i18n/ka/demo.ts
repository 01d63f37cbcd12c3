import type { DemoTexts } from '../en/demo';

export const demo: DemoTexts = {
  title: 'დემოს მოთხოვნა',
  titleFor: (product) => `დემოს მოთხოვნა: ${product}`,
  intro: 'დაგვიტოვეთ საკონტაქტო მონაცემები და ჩვენი გუნდი დემოს თქვენთვის სასურველ დროს მოაწყობს.',
  tabs: 'მომხმარებლის ტიპი',
  personal: 'ფიზიკური პირი',
  company: 'კომპანია',
  name: 'სახელი',
  surname: 'გვარი',
  phone: 'ტელეფონი',
  email: 'ელფოსტა',
  companyName: 'კომპანიის დასახელება',
  mobileNumber: 'მობილურის ნომერი',
  companyEmail: 'კომპანიის ელფოსტა',
  submit: 'მოთხოვნის გაგზავნა',
  close: 'დახურვა',
  successTitle: 'გმადლობთ!',
  successText: 'თქვენი მოთხოვნა მიღებულია. მალე დაგიკავშირდებით.',
};
