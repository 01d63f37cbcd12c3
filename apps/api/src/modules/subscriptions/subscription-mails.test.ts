import { describe, expect, it } from 'vitest';
import { formatLari, type Language } from '@orioni/contracts';
import { renderMail } from '../mail/mail.service.ts';
import { registerSubscriptionTemplates } from './subscription-mails.ts';

registerSubscriptionTemplates();
const context = (language: Language) => ({ language, publicUrl: 'https://shop.example' });
const LANGUAGES: Language[] = ['KA', 'EN', 'RU'];
const EVIL = 'Retail <script>alert(1)</script>';

describe('subscription e-mails in Georgian, English and Russian', () => {
  it('the renewal receipt names every line, the total and links to the payment', () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      const mail = renderMail(
        'renewal-receipt',
        {
          name: 'Nino',
          paymentId: 77,
          paidAt: '2026-10-10T05:00:00Z',
          amount: 26_700,
          lines: [
            {
              name: EVIL,
              purchasedItemId: 5,
              period: 'M1',
              quantity: 2,
              amount: 17_800,
              periodStart: '2026-10-10',
              nextPaymentDate: '2026-11-10',
            },
            {
              name: 'HR',
              purchasedItemId: 6,
              period: 'Y1',
              quantity: 1,
              amount: 8_900,
              periodStart: '2026-10-10',
              nextPaymentDate: '2027-10-10',
            },
          ],
        },
        context(language),
      );
      subjects.add(mail.subject);
      for (const body of [mail.html, mail.text]) {
        expect(body).toContain(formatLari(26_700));
        expect(body).toContain(formatLari(17_800));
        expect(body).toContain('https://shop.example/transactionHistory/default/id/77');
      }
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;');
    }
    expect(subjects.size).toBe(3);
  });

  it('the refusal says what is owed and links to Pay now for the item', () => {
    for (const language of LANGUAGES) {
      const mail = renderMail(
        'renewal-failed',
        {
          name: 'Nino',
          amount: 17_800,
          dueDate: '2026-10-10',
          items: [{ name: 'Retail', purchasedItemId: 5, amount: 17_800 }],
          nextRetryDate: '2026-10-11',
        },
        context(language),
      );
      expect(mail.subject).toContain(formatLari(17_800));
      for (const body of [mail.html, mail.text]) expect(body).toContain('https://shop.example/currentproducts/default/id/5');
      const last = renderMail(
        'renewal-failed',
        {
          name: 'Nino',
          amount: 17_800,
          dueDate: '2026-10-10',
          items: [{ name: 'Retail', purchasedItemId: 5, amount: 17_800 }],
          nextRetryDate: null,
        },
        context(language),
      );
      expect(last.text).not.toBe(mail.text);
    }
  });

  it('cancelled and ended name the subscription and its date', () => {
    for (const language of LANGUAGES) {
      const cancelled = renderMail(
        'subscription-cancelled',
        { name: 'Nino', itemName: EVIL, purchasedItemId: 5, endDate: '2026-11-10' },
        context(language),
      );
      const ended = renderMail(
        'subscription-ended',
        { name: 'Nino', itemName: 'Retail', purchasedItemId: 5, endedOn: '2026-11-10' },
        context(language),
      );
      expect(cancelled.subject).toContain(EVIL);
      expect(cancelled.html).not.toContain('<script>');
      expect(ended.subject).toContain('Retail');
      for (const mail of [cancelled, ended]) {
        expect(mail.text).toMatch(/2026/);
        expect(mail.html).toContain('https://shop.example/currentproducts/default/id/billing');
      }
    }
  });
});
