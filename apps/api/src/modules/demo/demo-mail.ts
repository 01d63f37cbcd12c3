import type { Language } from '@orioni/contracts';
import type { MailTemplates } from '../mail/mail.service.ts';
import { composeMail, escapeHtml, paragraph } from '../mail/templates/layout.ts';

declare module '../mail/mail.service.ts' {
  interface MailTemplateRegistry {
    'demo-request': {
      requestId: number;
      email: string;
      customerType: 'PHYSICAL' | 'LEGAL';
      fullName: string;
      productKey: string | null;
      mobile: string;
      language: Language;
    };
  }
}

const TEXT: Record<
  Language,
  {
    subject: (name: string) => string;
    title: string;
    intro: string;
    labels: Record<'name' | 'type' | 'email' | 'mobile' | 'product' | 'language', string>;
    types: Record<'PHYSICAL' | 'LEGAL', string>;
  }
> = {
  KA: {
    subject: (n) => `დემოს მოთხოვნა: ${n}`,
    title: 'ახალი დემოს მოთხოვნა',
    intro: 'საიტზე დემოს მოთხოვნა შემოვიდა. გთხოვთ, დაუკავშირდეთ მომხმარებელს.',
    labels: { name: 'სახელი', type: 'ტიპი', email: 'ელფოსტა', mobile: 'ტელეფონი', product: 'პროდუქტი', language: 'ენა' },
    types: { PHYSICAL: 'ფიზიკური პირი', LEGAL: 'იურიდიული პირი' },
  },
  EN: {
    subject: (n) => `Demo request: ${n}`,
    title: 'New demo request',
    intro: 'A demo was requested on the website. Please get in touch with the customer.',
    labels: { name: 'Name', type: 'Type', email: 'E-mail', mobile: 'Phone', product: 'Product', language: 'Language' },
    types: { PHYSICAL: 'Personal', LEGAL: 'Company' },
  },
  RU: {
    subject: (n) => `Запрос демо: ${n}`,
    title: 'Новый запрос демо',
    intro: 'На сайте запросили демо-версию. Пожалуйста, свяжитесь с клиентом.',
    labels: { name: 'Имя', type: 'Тип', email: 'Эл. почта', mobile: 'Телефон', product: 'Продукт', language: 'Язык' },
    types: { PHYSICAL: 'Физическое лицо', LEGAL: 'Юридическое лицо' },
  },
};

/** The demo request sent to staff. Wired by the composition root (`services.ts`). */
export const demoTemplates: Pick<MailTemplates, 'demo-request'> = {
  'demo-request': (data, { language }) => {
    const m = TEXT[language];
    const rows: [string, string][] = [
      [m.labels.name, data.fullName],
      [m.labels.type, m.types[data.customerType]],
      [m.labels.email, data.email],
      [m.labels.mobile, data.mobile],
      [m.labels.product, data.productKey ?? '—'],
      [m.labels.language, data.language],
    ];
    const table = `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;">${rows
      .map(
        ([k, v]) =>
          `<tr><td style="padding:6px 12px 6px 0;color:#5b6172;font-size:14px;">${escapeHtml(k)}</td><td style="padding:6px 0;font-size:14px;color:#2b2f3a;">${escapeHtml(v)}</td></tr>`,
      )
      .join('')}</table>`;
    return composeMail({
      language,
      subject: m.subject(data.fullName),
      title: m.title,
      preheader: m.intro,
      body: [paragraph(m.intro), table],
      text: [m.intro, '', ...rows.map(([k, v]) => `${k}: ${v}`)],
    });
  },
};
