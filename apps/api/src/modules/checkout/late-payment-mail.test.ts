import { describe, expect, it } from 'vitest';
import { formatLari, toLocale } from '@orioni/contracts';
import { renderMail } from '../mail/mail.service.ts';
import { mailTemplates } from '../../mail-templates.ts';

/** Issue 39 item 2: a bank page paid after it expired and given back, told in the customer's language. */
describe('the late-payment e-mail (issue 39 item 2)', () => {
  const words = {
    KA: { id: '№412', expired: 'ვადა გაუვიდა', nothing: 'შეძენა არ შედგა', card: 'ბარათზე', cart: 'კალათა' },
    EN: { id: 'No. 412', expired: 'expired', nothing: 'nothing was bought', card: 'card', cart: 'cart' },
    RU: { id: '№ 412', expired: 'истёк', nothing: 'покупка не состоялась', card: 'карту', cart: 'корзина' },
  } as const;

  it.each(['KA', 'EN', 'RU'] as const)(
    '%s: the amount and payment, that the page had expired, nothing bought, money back, the cart kept',
    (language) => {
      const mail = renderMail(
        mailTemplates,
        'late-payment-refunded',
        { name: 'Nino <b>', paymentId: 412, amount: 185_000 },
        { language, publicUrl: 'https://shop.example' },
      );
      const w = words[language];
      for (const text of [mail.text, mail.html]) {
        // The amount as the language writes it (CLDR grouping and decimals, a no-break space before ₾).
        expect(text).toContain(formatLari(185_000, { locale: toLocale(language) }));
        for (const word of [w.id, w.expired, w.nothing, w.card]) expect(text, `${language}: ${word}`).toContain(word);
        expect(text.toLowerCase()).toContain(w.cart);
      }
      expect(mail.text).toContain('https://shop.example/cart');
      expect(mail.html).not.toContain('Nino <b>');
    },
  );
});
