import { formatDateShort, formatLari, toLocale, type Language } from '@orioni/contracts';
import { registerMailTemplate } from '../mail/mail.service.ts';
import { button, escapeHtml, paragraph, renderLayout, renderText, small } from '../mail/templates/layout.ts';

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
    };
    /** A renewal charge was refused: the items are overdue; the link opens Pay now. */
    'renewal-failed': {
      name: string;
      /** Tetri owed. */
      amount: number;
      /** `YYYY-MM-DD`. */
      dueDate: string;
      items: { name: string; purchasedItemId: number; amount: number }[];
      /** Tbilisi day of the next automatic try, or null after the last. */
      nextRetryDate: string | null;
    };
    /** The customer cancelled: usable until `endDate`, never charged again. */
    'subscription-cancelled': { name: string; itemName: string; purchasedItemId: number; endDate: string };
    /** A cancelled subscription reached the end of its paid period. */
    'subscription-ended': { name: string; itemName: string; purchasedItemId: number; endedOn: string };
  }
}

/** A `YYYY-MM-DD` day or an ISO time (a Tbilisi day), as the customer's language writes dates. */
const dateIn = (value: string, language: Language) => formatDateShort(value, toLocale(language));

const TEXT = {
  KA: {
    greeting: (n: string) => `გამარჯობა, ${n}!`,
    periods: { M1: 'ყოველთვიური', Y1: 'წლიური' },
    receiptSubject: (id: number) => `გამოწერის განახლების ქვითარი №${id} — ორიონი`,
    receiptTitle: 'გამოწერა განახლდა',
    receiptIntro: 'თქვენი გამოწერის საფასური ჩამოიჭრა შენახული ბარათიდან. გმადლობთ, რომ ორიონთან ერთად ხართ.',
    period: (from: string, next: string) => `პერიოდი ${from}-დან · შემდეგი გადახდა ${next}`,
    total: 'სულ',
    history: 'ტრანზაქციების ისტორიის ნახვა',
    failedSubject: (amount: string) => `გამოწერის გადახდა ვერ შესრულდა (${amount}) — ორიონი`,
    failedTitle: 'გადახდა ვერ შესრულდა',
    failedIntro: (due: string, amount: string) =>
      `${due}-ს თქვენი გამოწერის განახლებისთვის ბარათიდან ${amount}-ის ჩამოჭრა ვერ მოხერხდა. გამოწერა აქტიურია, მაგრამ გადასახდელი თანხა ვადაგადაცილებულია.`,
    retry: (day: string) => `ხელახლა ცდა ავტომატურად მოხდება ${day}-ს. შეგიძლიათ ახლავე გადაიხადოთ ან შეცვალოთ ბარათი.`,
    noRetry: 'ავტომატური ცდები ამოიწურა. გადაიხადეთ ახლავე, რომ გამოწერა არ შეწყდეს.',
    payNow: 'ახლავე გადახდა',
    cancelledSubject: (item: string) => `გამოწერა გაუქმდა: ${item} — ორიონი`,
    cancelledTitle: 'გამოწერა გაუქმდა',
    cancelledIntro: (item: string, end: string) =>
      `„${item}“-ის გამოწერა გაუქმებულია. მისი გამოყენება შეგიძლიათ ${end}-მდე; ბარათიდან თანხა აღარ ჩამოიჭრება.`,
    products: 'ჩემი პროდუქტები',
    endedSubject: (item: string) => `გამოწერა დასრულდა: ${item} — ორიონი`,
    endedTitle: 'გამოწერა დასრულდა',
    endedIntro: (item: string, on: string) => `„${item}“-ის გამოწერის ბოლო გადახდილი პერიოდი ${on}-ს დასრულდა.`,
    comeBack: 'თუ ისევ დაგჭირდებათ, პროდუქტის შეძენა ნებისმიერ დროს შეგიძლიათ ჩვენს ვებგვერდზე.',
  },
  EN: {
    greeting: (n: string) => `Hello, ${n}!`,
    periods: { M1: 'Monthly', Y1: 'Annual' },
    receiptSubject: (id: number) => `Subscription renewal receipt No. ${id} — Orioni`,
    receiptTitle: 'Your subscription has renewed',
    receiptIntro: 'We charged your saved card for the new period. Thank you for staying with Orioni.',
    period: (from: string, next: string) => `Period from ${from} · next payment ${next}`,
    total: 'Total',
    history: 'View transaction history',
    failedSubject: (amount: string) => `Your subscription payment of ${amount} did not go through — Orioni`,
    failedTitle: 'Your payment did not go through',
    failedIntro: (due: string, amount: string) =>
      `On ${due} we could not charge ${amount} to your card for your subscription. The subscription is still active, but the payment is overdue.`,
    retry: (day: string) => `We will try again automatically on ${day}. You can pay now or change your card.`,
    noRetry: 'There are no more automatic tries. Please pay now to keep your subscription.',
    payNow: 'Pay now',
    cancelledSubject: (item: string) => `Subscription cancelled: ${item} — Orioni`,
    cancelledTitle: 'Your subscription is cancelled',
    cancelledIntro: (item: string, end: string) =>
      `Your ${item} subscription is cancelled. You can keep using it until ${end}; your card will not be charged again.`,
    products: 'My products',
    endedSubject: (item: string) => `Subscription ended: ${item} — Orioni`,
    endedTitle: 'Your subscription has ended',
    endedIntro: (item: string, on: string) => `The last paid period of your ${item} subscription ended on ${on}.`,
    comeBack: 'If you need it again, you can buy it on our website at any time.',
  },
  RU: {
    greeting: (n: string) => `Здравствуйте, ${n}!`,
    periods: { M1: 'Ежемесячно', Y1: 'Ежегодно' },
    receiptSubject: (id: number) => `Квитанция о продлении подписки № ${id} — Орион`,
    receiptTitle: 'Подписка продлена',
    receiptIntro: 'Мы списали оплату за новый период с вашей сохранённой карты. Спасибо, что остаётесь с Орионом.',
    period: (from: string, next: string) => `Период с ${from} · следующий платёж ${next}`,
    total: 'Итого',
    history: 'Открыть историю транзакций',
    failedSubject: (amount: string) => `Не удалось оплатить подписку (${amount}) — Орион`,
    failedTitle: 'Платёж не прошёл',
    failedIntro: (due: string, amount: string) =>
      `${due} нам не удалось списать ${amount} с вашей карты за подписку. Подписка активна, но платёж просрочен.`,
    retry: (day: string) => `Мы автоматически попробуем ещё раз ${day}. Вы можете оплатить сейчас или сменить карту.`,
    noRetry: 'Автоматических попыток больше не будет. Оплатите сейчас, чтобы сохранить подписку.',
    payNow: 'Оплатить сейчас',
    cancelledSubject: (item: string) => `Подписка отменена: ${item} — Орион`,
    cancelledTitle: 'Подписка отменена',
    cancelledIntro: (item: string, end: string) =>
      `Подписка «${item}» отменена. Ею можно пользоваться до ${end}; больше списаний с карты не будет.`,
    products: 'Мои продукты',
    endedSubject: (item: string) => `Подписка завершена: ${item} — Орион`,
    endedTitle: 'Подписка завершена',
    endedIntro: (item: string, on: string) => `Последний оплаченный период подписки «${item}» закончился ${on}.`,
    comeBack: 'Если она снова понадобится, её можно купить на нашем сайте в любое время.',
  },
} satisfies Record<Language, unknown>;

const cell = (text: string, align = 'left') =>
  `<td style="padding:8px 6px;border-bottom:1px solid #e3e6ef;font-size:14px;text-align:${align};color:#2b2f3a;">${escapeHtml(text)}</td>`;
const table = (rows: string[], total?: [string, string]) =>
  `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px;">${rows.join('')}${
    total
      ? `<tr><td style="padding:10px 6px;font-weight:bold;font-size:15px;">${escapeHtml(total[0])}</td><td style="padding:10px 6px;font-weight:bold;font-size:15px;text-align:right;">${escapeHtml(total[1])}</td></tr>`
      : ''
  }</table>`;

/** The e-mails of the subscriptions module. Registered by the composition root (`services.ts`). */
export function registerSubscriptionTemplates(): void {
  registerMailTemplate('renewal-receipt', (data, { language, publicUrl }) => {
    const m = TEXT[language];
    const link = `${publicUrl}/transactionHistory/default/id/${data.paymentId}`;
    const describe = (l: (typeof data.lines)[number]) =>
      `${m.periods[l.period]} · ${l.quantity} × · ${m.period(dateIn(l.periodStart, language), dateIn(l.nextPaymentDate, language))}`;
    const rows = data.lines.map(
      (l) =>
        `<tr>${cell(`${l.name} (#${l.purchasedItemId})`)}${cell(formatLari(l.amount), 'right')}</tr><tr><td colspan="2" style="padding:0 6px 8px;font-size:12px;color:#6b7080;">${escapeHtml(describe(l))}</td></tr>`,
    );
    const subject = m.receiptSubject(data.paymentId);
    return {
      subject,
      html: renderLayout({
        language,
        title: m.receiptTitle,
        preheader: `${formatLari(data.amount)} · ${dateIn(data.paidAt, language)}`,
        bodyHtml: [
          paragraph(m.greeting(data.name)),
          paragraph(m.receiptIntro),
          table(rows, [m.total, formatLari(data.amount)]),
          button(link, m.history),
        ].join('\n'),
      }),
      text: renderText(language, subject, [
        m.greeting(data.name),
        '',
        m.receiptIntro,
        '',
        ...data.lines.map((l) => `${l.name} (#${l.purchasedItemId}) · ${formatLari(l.amount)} · ${describe(l)}`),
        '',
        `${m.total}: ${formatLari(data.amount)}`,
        '',
        `${m.history}: ${link}`,
      ]),
    };
  });

  registerMailTemplate('renewal-failed', (data, { language, publicUrl }) => {
    const m = TEXT[language];
    const first = data.items[0];
    const link = `${publicUrl}/currentproducts/default/id/${first ? first.purchasedItemId : 'billing'}`;
    const amount = formatLari(data.amount);
    const intro = m.failedIntro(dateIn(data.dueDate, language), amount);
    const next = data.nextRetryDate ? m.retry(dateIn(data.nextRetryDate, language)) : m.noRetry;
    const subject = m.failedSubject(amount);
    return {
      subject,
      html: renderLayout({
        language,
        title: m.failedTitle,
        preheader: intro,
        bodyHtml: [
          paragraph(m.greeting(data.name)),
          paragraph(intro),
          table(
            data.items.map((i) => `<tr>${cell(`${i.name} (#${i.purchasedItemId})`)}${cell(formatLari(i.amount), 'right')}</tr>`),
            [m.total, amount],
          ),
          paragraph(next),
          button(link, m.payNow),
        ].join('\n'),
      }),
      text: renderText(language, subject, [
        m.greeting(data.name),
        '',
        intro,
        '',
        ...data.items.map((i) => `${i.name} (#${i.purchasedItemId}) · ${formatLari(i.amount)}`),
        `${m.total}: ${amount}`,
        '',
        next,
        '',
        `${m.payNow}: ${link}`,
      ]),
    };
  });

  registerMailTemplate('subscription-cancelled', (data, { language, publicUrl }) => {
    const m = TEXT[language];
    const link = `${publicUrl}/currentproducts/default/id/billing`;
    const intro = m.cancelledIntro(data.itemName, dateIn(data.endDate, language));
    const subject = m.cancelledSubject(data.itemName);
    return {
      subject,
      html: renderLayout({
        language,
        title: m.cancelledTitle,
        preheader: intro,
        bodyHtml: [paragraph(m.greeting(data.name)), paragraph(intro), button(link, m.products), small(`#${data.purchasedItemId}`)].join(
          '\n',
        ),
      }),
      text: renderText(language, subject, [m.greeting(data.name), '', intro, '', `${m.products}: ${link}`]),
    };
  });

  registerMailTemplate('subscription-ended', (data, { language, publicUrl }) => {
    const m = TEXT[language];
    const link = `${publicUrl}/currentproducts/default/id/billing`;
    const intro = m.endedIntro(data.itemName, dateIn(data.endedOn, language));
    const subject = m.endedSubject(data.itemName);
    return {
      subject,
      html: renderLayout({
        language,
        title: m.endedTitle,
        preheader: intro,
        bodyHtml: [
          paragraph(m.greeting(data.name)),
          paragraph(intro),
          paragraph(m.comeBack),
          button(link, m.products),
          small(`#${data.purchasedItemId}`),
        ].join('\n'),
      }),
      text: renderText(language, subject, [m.greeting(data.name), '', intro, m.comeBack, '', `${m.products}: ${link}`]),
    };
  });
}
