import { formatDateShort, formatLari, toLocale, type Language, type PricePeriod, type ProductType } from '@orioni/contracts';
import { periodName } from '@orioni/contracts/period-names';
import { webPaths } from '@orioni/contracts/web-paths';
import type { CustomersService } from '../accounts/accounts.service.ts';
import { reaction, type AnyReaction } from '../events/events.service.ts';
import { withPaymentDocument, type Mailer, type MailTemplates, type SendMailInput } from '../mail/mail.service.ts';
import { button, cell, composeMail, headerRow, linesTable, mailVat, paragraph, small, totalRow } from '../mail/templates/layout.ts';
import { productsOfKeys } from '../content/catalog.queries.ts';

declare module '../mail/mail.service.ts' {
  interface MailTemplateRegistry {
    'purchase-receipt': {
      name: string;
      paymentId: number;
      /** ISO timestamp. */
      paidAt: string;
      /** Tetri. */
      amount: number;
      lines: {
        name: string;
        productKey: string;
        period: string;
        /** The product's kind, which names a one-time line (issue 39 item 25); null when not known. */
        kind?: ProductType | null;
        quantity: number;
        amount: number;
        purchasedItemId: number;
      }[];
      /** The payment's VAT rate (issue 41); null or absent: no VAT shown. */
      vatRateBp?: number | null;
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
    action: 'Открыть историю платежей',
    note: 'Подписки продлеваются автоматически с сохранённой карты в начале каждого периода.',
  },
};

/** The receipt of a purchase. Wired by the composition root (`services.ts`). */
export const receiptTemplates: Pick<MailTemplates, 'purchase-receipt'> = {
  'purchase-receipt': (data, { language, publicUrl }) => {
    const m = TEXT[language];
    const date = formatDateShort(data.paidAt, toLocale(language));
    const link = `${publicUrl}${webPaths.payment(data.paymentId)}`;
    // A one-time line is named by what was bought (issue 39 item 25), the one table of contracts.
    const period = (l: { period: string; kind?: ProductType | null }) => periodName(l.period as PricePeriod, l.kind, language);
    // Issue 41: a VAT payer's payment shows each line's VAT before its price, and the VAT under the total.
    const vat = mailVat(
      data.lines.map((l) => l.amount),
      data.vatRateBp,
      language,
    );
    const rows = data.lines.map(
      (l, i) =>
        `<tr>${cell(l.name)}${cell(period(l))}${cell(String(l.quantity), 'right')}${vat?.cell(i) ?? ''}${cell(formatLari(l.amount, { locale: toLocale(language) }), 'right')}</tr>`,
    );
    const span = vat ? 4 : 3;
    const table = linesTable([
      headerRow([m.product, m.period, m.quantity, ...(vat ? [vat.column] : []), m.price], 2),
      ...rows,
      totalRow(m.total, formatLari(data.amount, { locale: toLocale(language) }), span),
      ...(vat?.rows(span) ?? []),
    ]);
    // The receipt PDF goes with it (issue 28 item 1).
    return withPaymentDocument(
      data.paymentId,
      composeMail({
        language,
        subject: m.subject(data.paymentId),
        title: m.title,
        preheader: `${m.order} ${data.paymentId} · ${formatLari(data.amount, { locale: toLocale(language) })}`,
        body: [
          paragraph(m.greeting(data.name)),
          paragraph(m.intro),
          paragraph(`${m.order}: ${data.paymentId} · ${m.date}: ${date}`),
          table,
          button(link, m.action),
          small(m.note),
        ],
        text: [
          m.greeting(data.name),
          '',
          m.intro,
          '',
          `${m.order}: ${data.paymentId}`,
          `${m.date}: ${date}`,
          '',
          // "Orioni ERP · Monthly · Quantity: 2 · 298.00 ₾": the table's columns in a line (issue 26 item 15).
          ...data.lines.map((l, i) =>
            [
              l.name,
              period(l),
              `${m.quantity}: ${l.quantity}`,
              formatLari(l.amount, { locale: toLocale(language) }),
              ...(vat ? [vat.text(i)] : []),
            ].join(' · '),
          ),
          '',
          `${m.total}: ${formatLari(data.amount, { locale: toLocale(language) })}`,
          ...(vat?.textLines ?? []),
          '',
          `${m.action}: ${link}`,
          '',
          m.note,
        ],
      }),
    );
  },
};

/**
 * The receipt goes because a purchase was paid (`purchase.paid`, ADR 043), in the customer's language,
 * each line named by the catalogue.
 */
export function receiptMails(deps: { mailer: Mailer; accounts: Pick<CustomersService, 'customers'> }): AnyReaction[] {
  return [
    reaction('purchase.paid', async (tx, events) => {
      const customers = await deps.accounts.customers(
        tx,
        events.map((e) => e.userId),
      );
      const products = await productsOfKeys(
        tx,
        events.flatMap((e) => e.data.lines.map((l) => l.productKey)),
      );
      const mails: SendMailInput<'purchase-receipt'>[] = [];
      for (const event of events) {
        const customer = customers.get(event.userId);
        if (!customer || event.paymentId === null) continue;
        const locale = toLocale(customer.language);
        mails.push({
          to: customer.email,
          template: 'purchase-receipt',
          language: customer.language,
          data: {
            name: customer.fullName,
            paymentId: event.paymentId,
            paidAt: event.data.paidAt,
            amount: event.amount ?? 0,
            lines: event.data.lines.map((l) => ({ ...l, name: products.get(l.productKey)?.names[locale] ?? l.productKey })),
            vatRateBp: event.data.vatRateBp ?? null,
          },
          meta: { paymentId: event.paymentId },
        });
      }
      await deps.mailer.sendMany(tx, mails);
    }),
  ];
}
