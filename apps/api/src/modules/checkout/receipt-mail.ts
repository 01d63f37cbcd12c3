import { formatDateShort, formatLari, toLocale, type Language, type PricePeriod } from '@orioni/contracts';
import { registerMailTemplate } from '../mail/mail.service.ts';
import { button, escapeHtml, paragraph, renderLayout, renderText, small } from '../mail/templates/layout.ts';

declare module '../mail/mail.service.ts' {
  interface MailTemplateRegistry {
    'purchase-receipt': {
      name: string;
      paymentId: number;
      /** ISO timestamp. */
      paidAt: string;
      /** Tetri. */
      amount: number;
      lines: { name: string; productKey: string; period: string; quantity: number; amount: number; purchasedItemId: number }[];
    };
  }
}

const TEXT: Record<
  Language,
  {
    subject: (id: number) => string;
    title: string;
    greeting: (n: string) => string;
    intro: string;
    order: string;
    date: string;
    product: string;
    period: string;
    quantity: string;
    price: string;
    total: string;
    periods: Record<PricePeriod, string>;
    action: string;
    note: string;
  }
> = {
  KA: {
    subject: (id) => `გადახდის ქვითარი №${id} — ორიონი`,
    title: 'გმადლობთ შეძენისთვის',
    greeting: (n) => `გამარჯობა, ${n}!`,
    intro: 'თქვენი გადახდა წარმატებით შესრულდა. ქვემოთ მოცემულია შეძენილი პროდუქტები.',
    order: 'შეკვეთის ნომერი',
    date: 'თარიღი',
    product: 'პროდუქტი',
    period: 'პერიოდი',
    quantity: 'რაოდენობა',
    price: 'ფასი',
    total: 'სულ',
    periods: { M1: 'ყოველთვიური', Y1: 'წლიური', PREMISE: 'სამუდამო ლიცენზია' },
    action: 'გადახდების ისტორიის ნახვა',
    note: 'გამოწერის შემდეგი გადახდა ავტომატურად ჩამოიჭრება თქვენი შენახული ბარათიდან.',
  },
  EN: {
    subject: (id) => `Payment receipt No. ${id} — Orioni`,
    title: 'Thank you for your purchase',
    greeting: (n) => `Hello, ${n}!`,
    intro: 'Your payment went through. Here is what you bought.',
    order: 'Order number',
    date: 'Date',
    product: 'Product',
    period: 'Period',
    quantity: 'Quantity',
    price: 'Price',
    total: 'Total',
    periods: { M1: 'Monthly', Y1: 'Annual', PREMISE: 'On-premise licence' },
    action: 'View payment history',
    note: 'Subscriptions renew automatically from your saved card at the start of each period.',
  },
  RU: {
    subject: (id) => `Чек об оплате № ${id} — Орион`,
    title: 'Спасибо за покупку',
    greeting: (n) => `Здравствуйте, ${n}!`,
    intro: 'Оплата прошла успешно. Ниже — список приобретённых продуктов.',
    order: 'Номер заказа',
    date: 'Дата',
    product: 'Продукт',
    period: 'Период',
    quantity: 'Количество',
    price: 'Цена',
    total: 'Итого',
    periods: { M1: 'Ежемесячно', Y1: 'Ежегодно', PREMISE: 'Бессрочная лицензия' },
    action: 'Открыть историю платежей',
    note: 'Подписки продлеваются автоматически с сохранённой карты в начале каждого периода.',
  },
};

const cell = (text: string, align = 'left') =>
  `<td style="padding:8px 6px;border-bottom:1px solid #e3e6ef;font-size:14px;text-align:${align};color:#2b2f3a;">${escapeHtml(text)}</td>`;

/** The receipt of a purchase. Registered by the composition root (`services.ts`), not on import. */
export function registerReceiptTemplate(): void {
  registerMailTemplate('purchase-receipt', (data, { language, publicUrl }) => {
    const m = TEXT[language];
    const date = formatDateShort(data.paidAt, toLocale(language));
    const link = `${publicUrl}/transactionHistory/default/id/${data.paymentId}`;
    const period = (p: string) => m.periods[p as PricePeriod] ?? p;
    const rows = data.lines
      .map(
        (l) =>
          `<tr>${cell(l.name)}${cell(period(l.period))}${cell(String(l.quantity), 'right')}${cell(formatLari(l.amount), 'right')}</tr>`,
      )
      .join('');
    const table = `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px;">
  <tr>${[m.product, m.period, m.quantity, m.price].map((h, i) => `<th style="padding:8px 6px;font-size:13px;text-align:${i >= 2 ? 'right' : 'left'};color:#5b6172;border-bottom:2px solid #e3e6ef;">${escapeHtml(h)}</th>`).join('')}</tr>
  ${rows}
  <tr><td colspan="3" style="padding:10px 6px;font-weight:bold;font-size:15px;">${escapeHtml(m.total)}</td><td style="padding:10px 6px;font-weight:bold;font-size:15px;text-align:right;">${escapeHtml(formatLari(data.amount))}</td></tr>
  </table>`;
    return {
      subject: m.subject(data.paymentId),
      html: renderLayout({
        language,
        title: m.title,
        preheader: `${m.order} ${data.paymentId} · ${formatLari(data.amount)}`,
        bodyHtml: [
          paragraph(m.greeting(data.name)),
          paragraph(m.intro),
          paragraph(`${m.order}: ${data.paymentId} · ${m.date}: ${date}`),
          table,
          button(link, m.action),
          small(m.note),
        ].join('\n'),
      }),
      text: renderText(language, m.subject(data.paymentId), [
        m.greeting(data.name),
        '',
        m.intro,
        '',
        `${m.order}: ${data.paymentId}`,
        `${m.date}: ${date}`,
        '',
        // "Orioni ERP · Monthly · Quantity: 2 · 298.00 ₾": the table's columns in a line (issue 26 item 15).
        ...data.lines.map((l) => `${l.name} · ${period(l.period)} · ${m.quantity}: ${l.quantity} · ${formatLari(l.amount)}`),
        '',
        `${m.total}: ${formatLari(data.amount)}`,
        '',
        `${m.action}: ${link}`,
        '',
        m.note,
      ]),
    };
  });
}
