import { formatDateShort, formatLari, toLocale, type Language } from '@orioni/contracts';
import { PERIOD_NAMES } from '@orioni/contracts/period-names';
import { webPaths } from '@orioni/contracts/web-paths';
import type { MailTemplates } from '../mail/mail.service.ts';
import { button, cell, composeMail, headerRow, linesTable, paragraph, small, totalRow } from '../mail/templates/layout.ts';

declare module '../mail/mail.service.ts' {
  interface MailTemplateRegistry {
    /** Issue 28 item 4: a subscription renews soon (7 days ahead for an annual one, 3 for a monthly one). */
    'renewal-upcoming': {
      name: string;
      itemName: string;
      purchasedItemId: number;
      period: 'M1' | 'Y1';
      /** Tetri the renewal will charge. */
      amount: number;
      /** `YYYY-MM-DD`: the day the card is charged. */
      renewalDate: string;
      /** The saved card's mask, or null when no card is saved (the customer is asked to add one). */
      cardMask: string | null;
    };
    /** Issue 28 item 4: the saved card expires before the next charge; the link opens the page where it is changed. */
    'card-expiring': {
      name: string;
      cardMask: string;
      expiryMonth: number;
      expiryYear: number;
      /** `YYYY-MM-DD`: the first charge the card will not cover. */
      nextChargeDate: string;
    };
  }
}

const TEXT: Record<
  Language,
  {
    greeting: (n: string) => string;
    product: string;
    period: string;
    price: string;
    total: string;
    periods: Record<'M1' | 'Y1', string>;
    upcomingSubject: (item: string, date: string) => string;
    upcomingTitle: string;
    upcomingIntro: (item: string, date: string) => string;
    renewalDate: string;
    card: (mask: string) => string;
    noCard: string;
    upcomingNote: string;
    products: string;
    expiringSubject: () => string;
    expiringTitle: string;
    expiringIntro: (mask: string, expiry: string) => string;
    nextCharge: string;
    expiringAsk: string;
    changeCard: string;
  }
> = {
  KA: {
    greeting: (n) => `გამარჯობა, ${n}!`,
    product: 'პროდუქტი',
    period: 'პერიოდი',
    price: 'ფასი',
    total: 'ჩამოსაჭრელი თანხა',
    periods: PERIOD_NAMES.KA,
    upcomingSubject: (item, date) => `გამოწერა „${item}“ განახლდება ${date} — ორიონი`,
    upcomingTitle: 'გამოწერა მალე განახლდება',
    upcomingIntro: (item, date) => `შეგახსენებთ, რომ გამოწერა „${item}“ ავტომატურად განახლდება ${date}.`,
    renewalDate: 'განახლების თარიღი',
    card: (mask) => `თანხა ჩამოიჭრება შენახული ბარათიდან ${mask}.`,
    noCard: 'შენახული ბარათი არ გაქვთ. გამოწერის გასაგრძელებლად დაამატეთ ბარათი პროფილის გვერდზე.',
    upcomingNote: 'თუ გამოწერის გაგრძელება აღარ გსურთ, შეგიძლიათ გააუქმოთ ის განახლების დღემდე მიმდინარე პროდუქტების გვერდზე.',
    products: 'მიმდინარე პროდუქტების ნახვა',
    expiringSubject: () => 'შენახულ ბარათს ვადა გასდის — ორიონი',
    expiringTitle: 'ბარათს ვადა გასდის',
    expiringIntro: (mask, expiry) => `შენახული ბარათის ${mask} მოქმედების ვადა (${expiry}) გამოწერის შემდეგ გადახდამდე ამოიწურება.`,
    nextCharge: 'შემდეგი გადახდა',
    expiringAsk: 'გადახდა რომ არ შეფერხდეს, გთხოვთ, პროფილის გვერდზე ბარათი ახლით შეცვალოთ.',
    changeCard: 'ბარათის შეცვლა',
  },
  EN: {
    greeting: (n) => `Hello, ${n}!`,
    product: 'Product',
    period: 'Period',
    price: 'Price',
    total: 'Amount to be charged',
    periods: PERIOD_NAMES.EN,
    upcomingSubject: (item, date) => `Your ${item} subscription renews on ${date} — Orioni`,
    upcomingTitle: 'Your subscription renews soon',
    upcomingIntro: (item, date) => `This is a reminder that your ${item} subscription renews automatically on ${date}.`,
    renewalDate: 'Renewal date',
    card: (mask) => `We will charge your saved card ${mask}.`,
    noCard: 'You have no saved card. To keep your subscription, add a card on your profile page.',
    upcomingNote: 'If you no longer want the subscription, you can cancel it on the current products page before the renewal date.',
    products: 'View current products',
    expiringSubject: () => 'Your saved card expires soon — Orioni',
    expiringTitle: 'Your card is about to expire',
    expiringIntro: (mask, expiry) =>
      `Your saved card ${mask} is valid through ${expiry}: it expires before the next payment of your subscription.`,
    nextCharge: 'Next payment',
    expiringAsk: 'To keep your payments going, please replace the card with a new one on your profile page.',
    changeCard: 'Change card',
  },
  RU: {
    greeting: (n) => `Здравствуйте, ${n}!`,
    product: 'Продукт',
    period: 'Период',
    price: 'Цена',
    total: 'Сумма к списанию',
    periods: PERIOD_NAMES.RU,
    upcomingSubject: (item, date) => `Подписка «${item}» продлится ${date} — Орион`,
    upcomingTitle: 'Подписка скоро продлится',
    upcomingIntro: (item, date) => `Напоминаем: подписка «${item}» автоматически продлится ${date}.`,
    renewalDate: 'Дата продления',
    card: (mask) => `Оплата будет списана с сохранённой карты ${mask}.`,
    noCard: 'У вас нет сохранённой карты. Чтобы подписка продолжилась, добавьте карту на странице профиля.',
    upcomingNote: 'Если подписка вам больше не нужна, её можно отменить на странице текущих продуктов до даты продления.',
    products: 'Открыть текущие продукты',
    expiringSubject: () => 'Срок действия сохранённой карты истекает — Орион',
    expiringTitle: 'Срок действия карты истекает',
    expiringIntro: (mask, expiry) => `Сохранённая карта ${mask} действует до ${expiry} и истечёт раньше следующего платежа по подписке.`,
    nextCharge: 'Следующий платёж',
    expiringAsk: 'Чтобы платежи не прервались, пожалуйста, замените карту на новую на странице профиля.',
    changeCard: 'Заменить карту',
  },
};

const dateIn = (value: string, language: Language) => formatDateShort(value, toLocale(language));

/** `MM/YY`, as the expiry is printed on a card (the same in every language). */
export const printedExpiry = (month: number, year: number): string =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** The notice e-mails of the subscriptions module (issue 28 item 4). Wired by the composition root (`services.ts`). */
export const noticeTemplates: Pick<MailTemplates, 'renewal-upcoming' | 'card-expiring'> = {
  'renewal-upcoming': (data, { language, publicUrl }) => {
    const m = TEXT[language];
    const date = dateIn(data.renewalDate, language);
    const amount = formatLari(data.amount, { locale: toLocale(language) });
    const link = `${publicUrl}${webPaths.currentProduct(data.purchasedItemId)}`;
    const intro = m.upcomingIntro(data.itemName, date);
    const card = data.cardMask ? m.card(data.cardMask) : m.noCard;
    return composeMail({
      language,
      subject: m.upcomingSubject(data.itemName, date),
      title: m.upcomingTitle,
      preheader: `${m.renewalDate}: ${date} · ${amount}`,
      body: [
        paragraph(m.greeting(data.name)),
        paragraph(intro),
        linesTable([
          headerRow([m.product, m.period, m.price], 2),
          `<tr>${cell(data.itemName)}${cell(m.periods[data.period])}${cell(amount, 'right')}</tr>`,
          totalRow(m.total, amount, 2),
        ]),
        paragraph(`${m.renewalDate}: ${date}`),
        paragraph(card),
        button(link, m.products),
        small(m.upcomingNote),
      ],
      text: [
        m.greeting(data.name),
        '',
        intro,
        '',
        `${data.itemName} · ${m.periods[data.period]} · ${amount}`,
        `${m.total}: ${amount}`,
        `${m.renewalDate}: ${date}`,
        '',
        card,
        '',
        `${m.products}: ${link}`,
        '',
        m.upcomingNote,
      ],
    });
  },

  'card-expiring': (data, { language, publicUrl }) => {
    const m = TEXT[language];
    const expiry = printedExpiry(data.expiryMonth, data.expiryYear);
    const next = `${m.nextCharge}: ${dateIn(data.nextChargeDate, language)}`;
    const link = `${publicUrl}${webPaths.profile()}`;
    const intro = m.expiringIntro(data.cardMask, expiry);
    return composeMail({
      language,
      subject: m.expiringSubject(),
      title: m.expiringTitle,
      preheader: intro,
      body: [paragraph(m.greeting(data.name)), paragraph(intro), paragraph(next), paragraph(m.expiringAsk), button(link, m.changeCard)],
      text: [m.greeting(data.name), '', intro, next, '', m.expiringAsk, '', `${m.changeCard}: ${link}`],
    });
  },
};
