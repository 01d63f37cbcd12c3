import { formatDateShort, formatLari, toLocale, type Language, type PricePeriod, type ProductType } from '@orioni/contracts';
import { periodName } from '@orioni/contracts/period-names';
import { webPaths } from '@orioni/contracts/web-paths';
import type { CustomersService } from '../accounts/accounts.service.ts';
import { reaction, type AnyReaction } from '../events/events.service.ts';
import type { Mailer, MailTemplates, SendMailInput } from '../mail/mail.service.ts';
import { button, cell, composeMail, headerRow, linesTable, mailVat, paragraph, small, totalRow } from '../mail/templates/layout.ts';
import { productsOfKeys } from '../content/catalog.queries.ts';

declare module '../mail/mail.service.ts' {
  interface MailTemplateRegistry {
    /** A refund staff made (issue 28, ADR 032): amounts are the tetri given back, positive. */
    'refund-receipt': {
      name: string;
      refundPaymentId: number;
      paymentId: number;
      /** ISO timestamp. */
      refundedAt: string;
      amount: number;
      /** `kind`: the product's, which names a one-time line (issue 39 item 25). */
      lines: { name: string; period: string; kind?: ProductType | null; purchasedItemId: number | null; amount: number }[];
      /** The refunded payment's VAT rate (issue 41); null or absent: no VAT shown. */
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
    intro: (paymentId: number) => string;
    refund: string;
    date: string;
    product: string;
    period: string;
    amount: string;
    total: string;
    action: string;
    note: string;
  }
> = {
  KA: {
    subject: (id) => `თანხის დაბრუნება №${id} — ორიონი`,
    title: 'თანხა დაგიბრუნდათ',
    greeting: (n) => `გამარჯობა, ${n}!`,
    intro: (id) => `გადახდიდან №${id} თანხა დაგიბრუნდათ იმავე ბარათზე, რომლითაც გადაიხადეთ.`,
    refund: 'დაბრუნების ნომერი',
    date: 'თარიღი',
    product: 'პროდუქტი',
    period: 'პერიოდი',
    amount: 'დაბრუნებული თანხა',
    total: 'სულ დაბრუნდა',
    action: 'გადახდების ისტორიის ნახვა',
    note: 'ბანკს თანხის ანგარიშზე ასახვისთვის რამდენიმე სამუშაო დღე შეიძლება დასჭირდეს.',
  },
  EN: {
    subject: (id) => `Refund No. ${id} — Orioni`,
    title: 'Your money is on its way back',
    greeting: (n) => `Hello, ${n}!`,
    intro: (id) => `We have refunded part or all of payment No. ${id} to the card you paid with.`,
    refund: 'Refund number',
    date: 'Date',
    product: 'Product',
    period: 'Period',
    amount: 'Refunded',
    total: 'Total refunded',
    action: 'View payment history',
    note: 'Your bank may take a few working days to show the money on your account.',
  },
  RU: {
    subject: (id) => `Возврат № ${id} — Орион`,
    title: 'Деньги возвращены',
    greeting: (n) => `Здравствуйте, ${n}!`,
    intro: (id) => `Мы вернули деньги по платежу № ${id} на карту, с которой он был оплачен.`,
    refund: 'Номер возврата',
    date: 'Дата',
    product: 'Продукт',
    period: 'Период',
    amount: 'Возвращено',
    total: 'Всего возвращено',
    action: 'Открыть историю платежей',
    note: 'Банку может понадобиться несколько рабочих дней, чтобы деньги появились на счёте.',
  },
};

/** The notice of a refund. Wired by the composition root (`services.ts`). */
export const refundTemplates: Pick<MailTemplates, 'refund-receipt'> = {
  'refund-receipt': (data, { language, publicUrl }) => {
    const m = TEXT[language];
    const date = formatDateShort(data.refundedAt, toLocale(language));
    const link = `${publicUrl}${webPaths.payment(data.refundPaymentId)}`;
    // A one-time line is named by what was bought (issue 39 item 25), the one table of contracts.
    const period = (l: { period: string; kind?: ProductType | null }) => periodName(l.period as PricePeriod, l.kind, language);
    // Issue 41: the VAT given back with each line, and in total.
    const vat = mailVat(
      data.lines.map((l) => l.amount),
      data.vatRateBp,
      language,
    );
    const rows = data.lines.map(
      (l, i) =>
        `<tr>${cell(l.name)}${cell(period(l))}${vat?.cell(i) ?? ''}${cell(formatLari(l.amount, { locale: toLocale(language) }), 'right')}</tr>`,
    );
    const span = vat ? 3 : 2;
    const table = linesTable([
      headerRow([m.product, m.period, ...(vat ? [vat.column] : []), m.amount], 2),
      ...rows,
      totalRow(m.total, formatLari(data.amount, { locale: toLocale(language) }), span),
      ...(vat?.rows(span) ?? []),
    ]);
    return composeMail({
      language,
      subject: m.subject(data.refundPaymentId),
      title: m.title,
      preheader: `${m.refund} ${data.refundPaymentId} · ${formatLari(data.amount, { locale: toLocale(language) })}`,
      body: [
        paragraph(m.greeting(data.name)),
        paragraph(m.intro(data.paymentId)),
        paragraph(`${m.refund}: ${data.refundPaymentId} · ${m.date}: ${date}`),
        table,
        button(link, m.action),
        small(m.note),
      ],
      text: [
        m.greeting(data.name),
        '',
        m.intro(data.paymentId),
        '',
        `${m.refund}: ${data.refundPaymentId}`,
        `${m.date}: ${date}`,
        '',
        ...data.lines.map((l, i) =>
          [l.name, period(l), formatLari(l.amount, { locale: toLocale(language) }), ...(vat ? [vat.text(i)] : [])].join(' · '),
        ),
        '',
        `${m.total}: ${formatLari(data.amount, { locale: toLocale(language) })}`,
        ...(vat?.textLines ?? []),
        '',
        `${m.action}: ${link}`,
        '',
        m.note,
      ],
    });
  },
};

/** The refund's mail goes because money was given back (`refund.made`, ADR 043). */
export function refundMails(deps: { mailer: Mailer; accounts: Pick<CustomersService, 'customers'> }): AnyReaction[] {
  return [
    reaction('refund.made', async (tx, events) => {
      const customers = await deps.accounts.customers(
        tx,
        events.map((e) => e.userId),
      );
      const products = await productsOfKeys(
        tx,
        events.flatMap((e) => e.data.lines.map((l) => l.productKey)),
      );
      const mails: SendMailInput<'refund-receipt'>[] = [];
      for (const event of events) {
        const customer = customers.get(event.userId);
        if (!customer || event.paymentId === null) continue;
        const locale = toLocale(customer.language);
        mails.push({
          to: customer.email,
          template: 'refund-receipt',
          language: customer.language,
          data: {
            name: customer.fullName,
            refundPaymentId: event.paymentId,
            paymentId: event.data.refundOfPaymentId,
            refundedAt: event.data.refundedAt,
            amount: event.amount ?? 0,
            lines: event.data.lines.map((l) => ({
              name: products.get(l.productKey)?.names[locale] ?? l.productKey,
              period: l.period,
              kind: products.get(l.productKey)?.type ?? null,
              purchasedItemId: l.purchasedItemId,
              amount: l.amount,
            })),
            vatRateBp: event.data.vatRateBp ?? null,
          },
          meta: { refundPaymentId: event.paymentId, paymentId: event.data.refundOfPaymentId },
        });
      }
      await deps.mailer.sendMany(tx, mails);
    }),
  ];
}
