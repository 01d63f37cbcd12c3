import { formatDateShort, formatDateUntil, formatLari, toLocale, type Language } from '@orioni/contracts';
import { periodLastDay } from '@orioni/contracts/period-days';
import { PERIOD_NAMES } from '@orioni/contracts/period-names';
import type { DomainEventOf } from '@orioni/contracts/events';
import { webPaths } from '@orioni/contracts/web-paths';
import type { Customer, CustomersService } from '../accounts/accounts.service.ts';
import { reaction, type AnyReaction } from '../events/events.service.ts';
import { withPaymentDocument, type Mailer, type MailTemplateName, type MailTemplates, type SendMailInput } from '../mail/mail.service.ts';
import { productNames } from '../content/catalog.queries.ts';
import {
  button,
  cell,
  composeMail,
  escapeHtml,
  headerRow,
  linesTable,
  mailVat,
  paragraph,
  small,
  totalRow,
} from '../mail/templates/layout.ts';

declare module '../mail/mail.service.ts' {
  interface MailTemplateRegistry {
    /** A renewal (or a Pay now) charged the saved card. One payment may hold several subscriptions. */
    'renewal-receipt': {
      name: string;
      paymentId: number;
      /** ISO timestamp. */
      paidAt: string;
      /** Tetri, the whole payment. */
      amount: number;
      lines: {
        name: string;
        purchasedItemId: number;
        period: 'M1' | 'Y1';
        quantity: number;
        amount: number;
        periodStart: string;
        nextPaymentDate: string;
      }[];
      /** The payment's VAT rate (issue 41); null or absent: no VAT shown. */
      vatRateBp?: number | null;
    };
    /** A renewal charge was refused: the items are overdue; the link opens Pay now. */
    'renewal-failed': {
      name: string;
      /** Tetri owed. */
      amount: number;
      /** `YYYY-MM-DD`. */
      dueDate: string;
      items: { name: string; purchasedItemId: number; amount: number }[];
      /** Tbilisi date of the next automatic try, or null after the last. */
      nextRetryDate: string | null;
    };
    /** The customer cancelled: it stays usable until `endDate` and is never charged again. */
    'subscription-cancelled': { name: string; itemName: string; purchasedItemId: number; endDate: string };
    /** A cancelled subscription reached the end of its paid period. */
    'subscription-ended': { name: string; itemName: string; purchasedItemId: number; endedOn: string };
  }
}

type RenewalPeriod = 'M1' | 'Y1';

const TEXT: Record<
  Language,
  {
    greeting: (n: string) => string;
    product: string;
    period: string;
    quantity: string;
    price: string;
    total: string;
    periods: Record<RenewalPeriod, string>;
    products: string;
    receiptSubject: (id: number) => string;
    receiptTitle: string;
    receiptIntro: string;
    payment: string;
    date: string;
    /** One paid period: its first and its last day. */
    dates: (start: string, end: string) => string;
    history: string;
    receiptNote: string;
    failedSubject: (amount: string) => string;
    failedTitle: string;
    failedIntro: string;
    due: string;
    owed: string;
    retry: (day: string) => string;
    noRetry: (action: string) => string;
    payNow: string;
    cancelledSubject: (item: string) => string;
    cancelledTitle: string;
    cancelledIntro: (item: string, end: string) => string;
    endedSubject: (item: string) => string;
    endedTitle: string;
    endedIntro: (item: string) => string;
    endedOn: string;
    comeBack: string;
  }
> = {
  KA: {
    greeting: (n) => `გამარჯობა, ${n}!`,
    product: 'პროდუქტი',
    period: 'პერიოდი',
    quantity: 'რაოდენობა',
    price: 'ფასი',
    total: 'სულ',
    periods: PERIOD_NAMES.KA,
    products: 'მიმდინარე პროდუქტების ნახვა',
    receiptSubject: (id) => `გამოწერის განახლების ქვითარი №${id} — ორიონი`,
    receiptTitle: 'გამოწერა განახლდა',
    receiptIntro: 'თქვენი გამოწერის ახალი პერიოდის საფასური წარმატებით ჩამოიჭრა შენახული ბარათიდან. გმადლობთ, რომ ორიონთან ერთად ხართ.',
    payment: 'გადახდის ნომერი',
    date: 'თარიღი',
    dates: (start, end) => `პერიოდი: ${start} – ${end}`,
    history: 'გადახდების ისტორიის ნახვა',
    receiptNote: 'გამოწერის შემდეგი გადახდა ავტომატურად ჩამოიჭრება თქვენი შენახული ბარათიდან.',
    failedSubject: (amount) => `გამოწერის გადახდა ვერ შესრულდა: ${amount} — ორიონი`,
    failedTitle: 'გამოწერის გადახდა ვერ შესრულდა',
    failedIntro:
      'შენახული ბარათიდან გამოწერის განახლების საფასურის ჩამოჭრა ვერ მოხერხდა, ამიტომ ქვემოთ მითითებული თანხა ვადაგადაცილებულია.',
    due: 'გადახდის ვადა',
    owed: 'გადასახდელი თანხა',
    retry: (day) =>
      `შემდეგი ავტომატური მცდელობა: ${day}. შეგიძლიათ არ დაელოდოთ და ახლავე გადაიხადოთ, საჭიროების შემთხვევაში — სხვა ბარათით.`,
    noRetry: (action) => `ავტომატური მცდელობები აღარ იქნება. გთხოვთ, ვადაგადაცილებული თანხა გადაიხადოთ ღილაკით „${action}“.`,
    payNow: 'გადახდა',
    cancelledSubject: (item) => `გამოწერა გაუქმდა: ${item} — ორიონი`,
    cancelledTitle: 'გამოწერა გაუქმდა',
    cancelledIntro: (item, end) => `გამოწერა „${item}“ გაუქმებულია. ის ხელმისაწვდომი დარჩება ${end}, ბარათიდან კი თანხა აღარ ჩამოიჭრება.`,
    endedSubject: (item) => `გამოწერა დასრულდა: ${item} — ორიონი`,
    endedTitle: 'გამოწერა დასრულდა',
    endedIntro: (item) => `გამოწერა „${item}“ დასრულდა: მისი ბოლო გადახდილი პერიოდი ამოიწურა.`,
    endedOn: 'დასრულების თარიღი',
    comeBack: 'თუ პროდუქტი კვლავ დაგჭირდებათ, შეგიძლიათ ნებისმიერ დროს ხელახლა შეიძინოთ ის ჩვენს ვებგვერდზე.',
  },
  EN: {
    greeting: (n) => `Hello, ${n}!`,
    product: 'Product',
    period: 'Period',
    quantity: 'Quantity',
    price: 'Price',
    total: 'Total',
    periods: PERIOD_NAMES.EN,
    products: 'View current products',
    receiptSubject: (id) => `Subscription renewal receipt No. ${id} — Orioni`,
    receiptTitle: 'Your subscription has renewed',
    receiptIntro: 'We charged your saved card for the new period of your subscription. Thank you for staying with Orioni.',
    payment: 'Payment number',
    date: 'Date',
    dates: (start, end) => `Period: ${start} – ${end}`,
    history: 'View payment history',
    receiptNote: 'The next payment will be charged automatically to your saved card.',
    failedSubject: (amount) => `Your subscription payment of ${amount} did not go through — Orioni`,
    failedTitle: 'Your subscription payment did not go through',
    failedIntro: 'We could not charge your saved card for the renewal of your subscription, so the amount below is now overdue.',
    due: 'Due date',
    owed: 'Amount due',
    retry: (day) => `We will try again automatically on ${day}. You can also pay now without waiting, with another card if you need to.`,
    noRetry: (action) => `There will be no more automatic attempts. Please pay the overdue amount with the “${action}” button.`,
    payNow: 'Pay now',
    cancelledSubject: (item) => `Subscription cancelled: ${item} — Orioni`,
    cancelledTitle: 'Your subscription is cancelled',
    cancelledIntro: (item, end) =>
      `Your ${item} subscription is cancelled. You can keep using it until ${end}, and your card will not be charged again.`,
    endedSubject: (item) => `Subscription ended: ${item} — Orioni`,
    endedTitle: 'Your subscription has ended',
    endedIntro: (item) => `Your ${item} subscription has ended: its last paid period is over.`,
    endedOn: 'End date',
    comeBack: 'If you need the product again, you can buy it on our website at any time.',
  },
  RU: {
    greeting: (n) => `Здравствуйте, ${n}!`,
    product: 'Продукт',
    period: 'Период',
    quantity: 'Количество',
    price: 'Цена',
    total: 'Итого',
    periods: PERIOD_NAMES.RU,
    products: 'Открыть текущие продукты',
    receiptSubject: (id) => `Чек о продлении подписки № ${id} — Орион`,
    receiptTitle: 'Подписка продлена',
    receiptIntro: 'Оплата за новый период подписки списана с вашей сохранённой карты. Спасибо, что остаётесь с Орионом.',
    payment: 'Номер платежа',
    date: 'Дата',
    dates: (start, end) => `Период: ${start} – ${end}`,
    history: 'Открыть историю платежей',
    receiptNote: 'Следующий платёж будет автоматически списан с сохранённой карты.',
    failedSubject: (amount) => `Не удалось оплатить подписку: ${amount} — Орион`,
    failedTitle: 'Не удалось оплатить подписку',
    failedIntro: 'Не удалось списать оплату за продление подписки с сохранённой карты, поэтому сумма ниже теперь просрочена.',
    due: 'Срок оплаты',
    owed: 'Сумма к оплате',
    retry: (day) =>
      `Следующая автоматическая попытка: ${day}. Вы можете оплатить сейчас, не дожидаясь её, — при необходимости другой картой.`,
    noRetry: (action) => `Автоматических попыток больше не будет. Пожалуйста, оплатите просроченную сумму кнопкой «${action}».`,
    payNow: 'Оплатить',
    cancelledSubject: (item) => `Подписка отменена: ${item} — Орион`,
    cancelledTitle: 'Подписка отменена',
    cancelledIntro: (item, end) => `Подписка «${item}» отменена. Ею можно пользоваться до ${end}; списаний с карты больше не будет.`,
    endedSubject: (item) => `Подписка завершена: ${item} — Орион`,
    endedTitle: 'Подписка завершена',
    endedIntro: (item) => `Подписка «${item}» завершена: последний оплаченный период закончился.`,
    endedOn: 'Дата окончания',
    comeBack: 'Если продукт снова понадобится, его можно купить на нашем сайте в любое время.',
  },
};

/** A `YYYY-MM-DD` day or an ISO time (shown as its Tbilisi day), as the customer's language writes dates. */
const dateIn = (value: string, language: Language) => formatDateShort(value, toLocale(language));

/** The e-mails of the subscriptions module. Wired by the composition root (`services.ts`). */
export const subscriptionTemplates: Pick<
  MailTemplates,
  'renewal-receipt' | 'renewal-failed' | 'subscription-cancelled' | 'subscription-ended'
> = {
  'renewal-receipt': (data, { language, publicUrl }) => {
    const m = TEXT[language];
    const date = dateIn(data.paidAt, language);
    const total = formatLari(data.amount, { locale: toLocale(language) });
    const link = `${publicUrl}${webPaths.payment(data.paymentId)}`;
    // Both days of the period, as the site and the receipt print it (issue 39 item 24).
    const dates = (l: (typeof data.lines)[number]) =>
      m.dates(dateIn(l.periodStart, language), dateIn(periodLastDay(l.nextPaymentDate), language));
    // Issue 41: a VAT payer's renewal shows each line's VAT before its price, and the VAT under the total.
    const vat = mailVat(
      data.lines.map((l) => l.amount),
      data.vatRateBp,
      language,
    );
    const span = vat ? 4 : 3;
    const rows = data.lines.map(
      (l, i) =>
        `<tr>${cell(l.name)}${cell(m.periods[l.period])}${cell(String(l.quantity), 'right')}${vat?.cell(i) ?? ''}${cell(formatLari(l.amount, { locale: toLocale(language) }), 'right')}</tr>` +
        `<tr><td colspan="${span + 1}" style="padding:2px 6px 10px;font-size:12px;color:#6b7080;border-bottom:1px solid #e3e6ef;">${escapeHtml(dates(l))}</td></tr>`,
    );
    const subject = m.receiptSubject(data.paymentId);
    // The renewal's receipt PDF goes with it (issue 28 item 1).
    return withPaymentDocument(
      data.paymentId,
      composeMail({
        language,
        subject,
        title: m.receiptTitle,
        preheader: `${m.payment} ${data.paymentId} · ${total}`,
        body: [
          paragraph(m.greeting(data.name)),
          paragraph(m.receiptIntro),
          paragraph(`${m.payment}: ${data.paymentId} · ${m.date}: ${date}`),
          linesTable([
            headerRow([m.product, m.period, m.quantity, ...(vat ? [vat.column] : []), m.price], 2),
            ...rows,
            totalRow(m.total, total, span),
            ...(vat?.rows(span) ?? []),
          ]),
          button(link, m.history),
          small(m.receiptNote),
        ],
        text: [
          m.greeting(data.name),
          '',
          m.receiptIntro,
          '',
          `${m.payment}: ${data.paymentId}`,
          `${m.date}: ${date}`,
          '',
          ...data.lines.flatMap((l, i) => [
            [
              l.name,
              m.periods[l.period],
              `${m.quantity}: ${l.quantity}`,
              formatLari(l.amount, { locale: toLocale(language) }),
              ...(vat ? [vat.text(i)] : []),
            ].join(' · '),
            `  ${dates(l)}`,
          ]),
          '',
          `${m.total}: ${total}`,
          ...(vat?.textLines ?? []),
          '',
          `${m.history}: ${link}`,
          '',
          m.receiptNote,
        ],
      }),
    );
  },

  'renewal-failed': (data, { language, publicUrl }) => {
    const m = TEXT[language];
    const owed = formatLari(data.amount, { locale: toLocale(language) });
    const due = dateIn(data.dueDate, language);
    // Pay now opens on one item; the senders always pass at least one.
    const first = data.items[0];
    const link = `${publicUrl}${webPaths.currentProduct(first ? first.purchasedItemId : 'billing')}`;
    const next = data.nextRetryDate ? m.retry(dateIn(data.nextRetryDate, language)) : m.noRetry(m.payNow);
    const subject = m.failedSubject(owed);
    return composeMail({
      language,
      subject,
      title: m.failedTitle,
      preheader: `${m.owed}: ${owed} · ${m.due}: ${due}`,
      body: [
        paragraph(m.greeting(data.name)),
        paragraph(m.failedIntro),
        paragraph(`${m.due}: ${due}`),
        linesTable([
          headerRow([m.product, m.price], 1),
          ...data.items.map((i) => `<tr>${cell(i.name)}${cell(formatLari(i.amount, { locale: toLocale(language) }), 'right')}</tr>`),
          totalRow(m.owed, owed, 1),
        ]),
        paragraph(next),
        button(link, m.payNow),
      ],
      text: [
        m.greeting(data.name),
        '',
        m.failedIntro,
        '',
        `${m.due}: ${due}`,
        '',
        ...data.items.map((i) => `${i.name} · ${formatLari(i.amount, { locale: toLocale(language) })}`),
        '',
        `${m.owed}: ${owed}`,
        '',
        next,
        '',
        `${m.payNow}: ${link}`,
      ],
    });
  },

  'subscription-cancelled': (data, { language, publicUrl }) => {
    const m = TEXT[language];
    const link = `${publicUrl}${webPaths.currentProduct('billing')}`;
    // "2026 წლის 5 მარტამდე" in Georgian: -მდე never after the year (issue 32 item 4).
    const intro = m.cancelledIntro(data.itemName, formatDateUntil(data.endDate, toLocale(language)));
    const subject = m.cancelledSubject(data.itemName);
    return composeMail({
      language,
      subject,
      title: m.cancelledTitle,
      preheader: intro,
      body: [paragraph(m.greeting(data.name)), paragraph(intro), button(link, m.products)],
      text: [m.greeting(data.name), '', intro, '', `${m.products}: ${link}`],
    });
  },

  'subscription-ended': (data, { language, publicUrl }) => {
    const m = TEXT[language];
    const link = `${publicUrl}${webPaths.currentProduct('billing')}`;
    const intro = m.endedIntro(data.itemName);
    const endedOn = `${m.endedOn}: ${dateIn(data.endedOn, language)}`;
    const subject = m.endedSubject(data.itemName);
    return composeMail({
      language,
      subject,
      title: m.endedTitle,
      preheader: intro,
      body: [paragraph(m.greeting(data.name)), paragraph(intro), paragraph(endedOn), paragraph(m.comeBack), button(link, m.products)],
      text: [m.greeting(data.name), '', intro, endedOn, '', m.comeBack, '', `${m.products}: ${link}`],
    });
  },
};

type Names = ReadonlyMap<string, Record<'ka' | 'en' | 'ru', string>>;
type SubscriptionEvent = DomainEventOf<'renewal.charged' | 'renewal.refused' | 'item.cancelled' | 'item.ended'>;

/**
 * The mails the subscription events send (ADR 043), a pure function of the events, the customers and
 * the catalogue's names: a receipt per charged renewal or Pay now; a refusal only for a renewal refused
 * on its first try (a refused Pay now is answered on the screen); the cancellation (when a paid period
 * is left) and the end of a cancelled subscription.
 */
export function subscriptionMailsOf(
  events: readonly SubscriptionEvent[],
  customers: ReadonlyMap<number, Customer>,
  names: Names,
): SendMailInput<MailTemplateName>[] {
  const mails: SendMailInput<MailTemplateName>[] = [];
  for (const event of events) {
    const customer = customers.get(event.userId);
    if (!customer) continue;
    const nameOf = (productKey: string) => names.get(productKey)?.[toLocale(customer.language)] ?? productKey;
    const to = { to: customer.email, language: customer.language };
    const itemId = event.purchasedItemIds[0]!;
    switch (event.type) {
      case 'renewal.charged':
        mails.push({
          ...to,
          template: 'renewal-receipt',
          data: {
            name: customer.fullName,
            paymentId: event.paymentId!,
            paidAt: event.data.paidAt,
            amount: event.amount ?? 0,
            lines: event.data.lines.map(({ productKey, ...line }) => ({ ...line, name: nameOf(productKey) })),
            vatRateBp: event.data.vatRateBp ?? null,
          },
        });
        break;
      case 'renewal.refused':
        if (!event.data.firstRefusal || event.data.paymentKind !== 'RENEWAL') break;
        mails.push({
          ...to,
          template: 'renewal-failed',
          data: {
            name: customer.fullName,
            amount: event.amount ?? 0,
            dueDate: event.data.dueDate,
            items: event.data.items.map((i) => ({ name: nameOf(i.productKey), purchasedItemId: i.purchasedItemId, amount: i.owed })),
            nextRetryDate: event.data.nextRetryDate,
          },
        });
        break;
      case 'item.cancelled':
        if (!event.data.endDate) break;
        mails.push({
          ...to,
          template: 'subscription-cancelled',
          data: { name: customer.fullName, itemName: nameOf(event.data.productKey), purchasedItemId: itemId, endDate: event.data.endDate },
        });
        break;
      case 'item.ended':
        mails.push({
          ...to,
          template: 'subscription-ended',
          data: { name: customer.fullName, itemName: nameOf(event.data.productKey), purchasedItemId: itemId, endedOn: event.data.endedOn },
        });
        break;
    }
  }
  return mails;
}

/** The subscription mails as reactions of the mail consumer. */
export function subscriptionMails(deps: { mailer: Mailer; accounts: Pick<CustomersService, 'customers'> }): AnyReaction[] {
  const send = async (tx: Parameters<AnyReaction['handle']>[0], events: SubscriptionEvent[]) => {
    const customers = await deps.accounts.customers(
      tx,
      events.map((e) => e.userId),
    );
    const keys = events.flatMap((e) =>
      e.type === 'renewal.charged'
        ? e.data.lines.map((l) => l.productKey)
        : e.type === 'renewal.refused'
          ? e.data.items.map((i) => i.productKey)
          : [e.data.productKey],
    );
    await deps.mailer.sendMany(tx, subscriptionMailsOf(events, customers, await productNames(tx, keys)));
  };
  return [
    reaction('renewal.charged', send),
    reaction('renewal.refused', send),
    reaction('item.cancelled', send),
    reaction('item.ended', send),
  ];
}
