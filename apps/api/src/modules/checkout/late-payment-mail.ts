import { formatLari, toLocale, type Language } from '@orioni/contracts';
import { webPaths } from '@orioni/contracts/web-paths';
import type { Db } from '../../db/client.ts';
import type { CustomersService } from '../accounts/accounts.service.ts';
import type { MailTemplates, Mailer } from '../mail/mail.service.ts';
import { button, composeMail, paragraph, small } from '../mail/templates/layout.ts';
import { lockFailedPaymentByExternalId } from '../ledger/ledger.writes.ts';

declare module '../mail/mail.service.ts' {
  interface MailTemplateRegistry {
    /**
     * A bank page paid after the shop had settled it as expired, given back at once (issue 39 item 2):
     * nothing was bought, the money went back to the card, the cart is still there.
     */
    'late-payment-refunded': {
      name: string;
      paymentId: number;
      /** Tetri given back (the whole payment). */
      amount: number;
    };
  }
}

const TEXT: Record<
  Language,
  {
    subject: string;
    title: string;
    greeting: (n: string) => string;
    what: (id: number, amount: string) => string;
    cart: string;
    action: string;
    note: string;
  }
> = {
  KA: {
    subject: 'დაგვიანებული გადახდა დაგიბრუნდათ — ორიონი',
    title: 'გადახდა დაგვიანებით მოვიდა',
    greeting: (n) => `გამარჯობა, ${n}!`,
    what: (id, amount) =>
      `გადახდა №${id} (${amount}) ბანკიდან მოვიდა მას შემდეგ, რაც გადახდის გვერდს ვადა გაუვიდა. ამიტომ შეძენა არ შედგა და თანხა სრულად დაგიბრუნდათ იმავე ბარათზე, რომლითაც გადაიხადეთ.`,
    cart: 'თქვენი კალათა შენახულია: შეგიძლიათ ხელახლა გადაიხადოთ, როცა მოგესურვებათ.',
    action: 'კალათის გახსნა',
    note: 'ბანკს თანხის ანგარიშზე ასახვისთვის რამდენიმე სამუშაო დღე შეიძლება დასჭირდეს.',
  },
  EN: {
    subject: 'Your late payment has been returned — Orioni',
    title: 'Your payment arrived too late',
    greeting: (n) => `Hello, ${n}!`,
    what: (id, amount) =>
      `Your payment No. ${id} of ${amount} reached us after the payment page had expired, so nothing was bought. We have returned the whole amount to the card you paid with.`,
    cart: 'Your cart is still there: you can pay for it again whenever you like.',
    action: 'Open your cart',
    note: 'Your bank may take a few working days to show the money on your account.',
  },
  RU: {
    subject: 'Поздний платёж возвращён — Орион',
    title: 'Платёж поступил слишком поздно',
    greeting: (n) => `Здравствуйте, ${n}!`,
    what: (id, amount) =>
      `Ваш платёж № ${id} на сумму ${amount} поступил после того, как срок страницы оплаты истёк, поэтому покупка не состоялась. Мы вернули всю сумму на карту, с которой вы платили.`,
    cart: 'Ваша корзина сохранена: вы можете оплатить её снова в любое время.',
    action: 'Открыть корзину',
    note: 'Банку может понадобиться несколько рабочих дней, чтобы деньги появились на счёте.',
  },
};

/** The notice of a late payment given back. Wired by the composition root (`services.ts`). */
export const latePaymentTemplates: Pick<MailTemplates, 'late-payment-refunded'> = {
  'late-payment-refunded': (data, { language, publicUrl }) => {
    const m = TEXT[language];
    const amount = formatLari(data.amount, { locale: toLocale(language) });
    const link = `${publicUrl}${webPaths.cart()}`;
    return composeMail({
      language,
      subject: m.subject,
      title: m.title,
      preheader: m.what(data.paymentId, amount),
      body: [
        paragraph(m.greeting(data.name)),
        paragraph(m.what(data.paymentId, amount)),
        paragraph(m.cart),
        button(link, m.action),
        small(m.note),
      ],
      text: [m.greeting(data.name), '', m.what(data.paymentId, amount), '', m.cart, '', `${m.action}: ${link}`, '', m.note],
    });
  },
};

/**
 * Tells the customer that a bank page they paid after it had expired was given back whole (issue 39
 * item 2), once: the payment's row is locked while the outbox is asked whether the mail already went,
 * so a callback the bank delivers twice, even at once, mails one notice. In the account's language.
 */
export class LatePaymentNotices {
  constructor(private readonly deps: { db: Db; mailer: Mailer; accounts: Pick<CustomersService, 'customers'> }) {}

  /** True when the notice was queued now; false when it had been, or there is no such payment. */
  async tell(externalId: string): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      const payment = await lockFailedPaymentByExternalId(tx, externalId);
      if (!payment) return false;
      const customer = (await this.deps.accounts.customers(tx, [payment.userId])).get(payment.userId);
      if (!customer) return false;
      const sent = await this.deps.mailer.sendOnce(
        tx,
        {
          to: customer.email,
          template: 'late-payment-refunded',
          language: customer.language,
          data: { name: customer.fullName, paymentId: payment.id, amount: payment.amount },
        },
        { latePaymentId: payment.id },
      );
      return sent !== null;
    });
  }
}
