import { describe, expect, it } from 'vitest';
import type { Language } from '@orioni/contracts';
import { renderMail } from '../mail/mail.service.ts';
import { mailTemplates } from '../../mail-templates.ts';

const context = (language: Language) => ({ language, publicUrl: 'https://shop.example' });

/** The plain-text receipt lines: product, period, the labelled quantity, the amount paid (no "1 × · 119.00 ₾"). */
describe('receipt lines in the plain-text e-mails (issue 26 item 15, issue 32 item 8)', () => {
  const names = {
    KA: ['ორიონი ბუღალტერია', 'ორიონი ERP'],
    EN: ['Orioni Accounting', 'Orioni ERP'],
    RU: ['Орион Бухгалтерия', 'Орион ERP'],
  };
  const quantity = { KA: 'რაოდენობა', EN: 'Quantity', RU: 'Количество' };
  /** Each language's decimal sign; a no-break space before the lari sign (decision 31). */
  const decimal = { KA: ',', EN: '\\.', RU: ',' };
  /** "<name> · <period> · Quantity: 2 · 298.00 ₾", each on its own line. */
  const expected = (language: Language) => [
    new RegExp(`^${names[language][0]} · [^·\\n]+ · ${quantity[language]}: 1 · 119${decimal[language]}00\u00a0₾$`, 'm'),
    new RegExp(`^${names[language][1]} · [^·\\n]+ · ${quantity[language]}: 2 · 298${decimal[language]}00\u00a0₾$`, 'm'),
  ];

  it('the purchase receipt names the quantity instead of "1 × · 119.00 ₾"', () => {
    for (const language of ['KA', 'EN', 'RU'] as const) {
      const mail = renderMail(
        mailTemplates,
        'purchase-receipt',
        {
          name: 'Nino',
          paymentId: 12,
          paidAt: '2026-11-20T08:00:00Z',
          amount: 41_700,
          lines: [
            {
              name: names[language][0]!,
              productKey: 'ORIONI_ACCOUNTING_M1',
              period: 'M1',
              quantity: 1,
              amount: 11_900,
              purchasedItemId: 1,
            },
            { name: names[language][1]!, productKey: 'ORIONI_ERP_M1', period: 'M1', quantity: 2, amount: 29_800, purchasedItemId: 2 },
          ],
        },
        context(language),
      );
      for (const line of expected(language)) expect(mail.text, language).toMatch(line);
      expect(mail.text).not.toMatch(/× ·/);
    }
  });

  it('the renewal receipt names the quantity instead of "2 × · 149.00 ₾"', () => {
    for (const language of ['KA', 'EN', 'RU'] as const) {
      const mail = renderMail(
        mailTemplates,
        'renewal-receipt',
        {
          name: 'Nino',
          paymentId: 13,
          paidAt: '2026-12-20T08:00:00Z',
          amount: 41_700,
          lines: [
            {
              name: names[language][0]!,
              purchasedItemId: 1,
              period: 'M1',
              quantity: 1,
              amount: 11_900,
              periodStart: '2026-12-20',
              nextPaymentDate: '2027-01-20',
            },
            {
              name: names[language][1]!,
              purchasedItemId: 2,
              period: 'M1',
              quantity: 2,
              amount: 29_800,
              periodStart: '2026-12-20',
              nextPaymentDate: '2027-01-20',
            },
          ],
        },
        context(language),
      );
      for (const line of expected(language)) expect(mail.text, language).toMatch(line);
      expect(mail.text).not.toMatch(/× ·/);
    }
  });
});
