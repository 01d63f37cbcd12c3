/** The demo texts in English: the source of the keys, which the other catalogues must match. */
export const demo = {
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

export type DemoTexts = typeof demo;
