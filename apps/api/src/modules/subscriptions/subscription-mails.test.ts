import { describe, expect, it } from 'vitest';
import { formatDateShort, formatDateUntil, formatLari, toLocale, type Language } from '@orioni/contracts';
import { renderMail, type RenderedMail } from '../mail/mail.service.ts';
import { mailTemplates } from '../../mail-templates.ts';

const BASE = 'https://shop.example';
const LANGUAGES: Language[] = ['KA', 'EN', 'RU'];
const EVIL = 'Retail <script>alert(1)</script>';
const ESCAPED = 'Retail &lt;script&gt;alert(1)&lt;/script&gt;';
const context = (language: Language) => ({ language, publicUrl: BASE });

/** What every rendered message must satisfy: a subject, the facts in both bodies, the item name escaped. */
function expectMail(mail: RenderedMail, facts: string[], link: string, names: string[]) {
  expect(mail.subject.trim()).not.toBe('');
  for (const body of [mail.html, mail.text]) {
    expect(body).toContain(link);
    for (const fact of facts) expect(body).toContain(fact);
  }
  for (const name of names) {
    expect(mail.text).toContain(name);
    expect(mail.html).toContain(name === EVIL ? ESCAPED : name);
  }
  expect(mail.html).not.toContain('<script>');
  expect(mail.text).not.toMatch(/undefined|NaN|\[object/);
  expect(mail.html).not.toMatch(/undefined|NaN|\[object/);
}

function expectThreeSubjects(render: (language: Language) => RenderedMail) {
  const subjects = LANGUAGES.map((language) => render(language).subject);
  expect(new Set(subjects).size).toBe(LANGUAGES.length);
}

describe('subscription e-mails in Georgian, English and Russian', () => {
  const receipt = (language: Language) =>
    renderMail(
      mailTemplates,
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

  it('renewal-receipt: every line with its amount and the last day of its period, the total, a link to the payment', () => {
    for (const language of LANGUAGES) {
      const locale = toLocale(language);
      const mail = receipt(language);
      expectMail(
        mail,
        [
          formatLari(26_700, { locale }),
          formatLari(17_800, { locale }),
          formatLari(8_900, { locale }),
          // Issue 39 item 24: a period's both days, as the site and the receipt print them.
          formatDateShort('2026-11-09', locale),
          formatDateShort('2027-10-09', locale),
        ],
        `${BASE}/transactionHistory/default/id/77`,
        [EVIL, 'HR'],
      );
      expect(mail.subject).toContain('77');
      expect(mail.html).toContain(`lang="${locale}"`);
    }
    expect(receipt('EN').text).toContain('Period: 10 Oct 2026 – 9 Nov 2026');
    expect(receipt('EN').text).toContain('Period: 10 Oct 2026 – 9 Oct 2027');
    expect(receipt('EN').text).not.toContain('10 Nov 2026');
    // Issue 39 item 26: each language's way with numbers, the sign kept to its amount.
    expect(receipt('EN').text).toContain('267.00\u00a0₾');
    expect(receipt('KA').text).toContain('267,00\u00a0₾');
    expect(receipt('RU').html).toContain('178,00\u00a0₾');
    expect(receipt('EN').text).toContain('Monthly');
    expect(receipt('EN').text).toContain('Annual');
    expect(receipt('KA').text).toContain('ყოველთვიური');
    expect(receipt('RU').text).toContain('Ежегодно');
    expectThreeSubjects(receipt);
  });

  const failed = (language: Language, nextRetryDate: string | null = '2026-10-11') =>
    renderMail(
      mailTemplates,
      'renewal-failed',
      {
        name: 'Nino',
        amount: 26_700,
        dueDate: '2026-10-10',
        items: [
          { name: EVIL, purchasedItemId: 5, amount: 17_800 },
          { name: 'HR', purchasedItemId: 6, amount: 8_900 },
        ],
        nextRetryDate,
      },
      context(language),
    );

  it('renewal-failed: the amount owed in the subject, every item with its amount, Pay now on the first item', () => {
    for (const language of LANGUAGES) {
      const locale = toLocale(language);
      const mail = failed(language);
      expectMail(
        mail,
        [
          formatLari(26_700, { locale }),
          formatLari(17_800, { locale }),
          formatLari(8_900, { locale }),
          formatDateShort('2026-10-10', locale),
          formatDateShort('2026-10-11', locale),
        ],
        `${BASE}/currentproducts/default/id/5`,
        [EVIL, 'HR'],
      );
      expect(mail.subject).toContain(formatLari(26_700, { locale }));
      const last = failed(language, null);
      expectMail(last, [formatLari(26_700, { locale })], `${BASE}/currentproducts/default/id/5`, [EVIL, 'HR']);
      expect(last.text).not.toContain(formatDateShort('2026-10-11', locale));
      expect(last.text).not.toBe(mail.text);
    }
    expectThreeSubjects((language) => failed(language));
  });

  const cancelled = (language: Language, itemName = EVIL) =>
    renderMail(
      mailTemplates,
      'subscription-cancelled',
      { name: 'Nino', itemName, purchasedItemId: 5, endDate: '2026-11-10' },
      context(language),
    );

  it('subscription-cancelled: the item in the subject, usable until its end date, a link to the products', () => {
    for (const language of LANGUAGES) {
      const mail = cancelled(language);
      expectMail(mail, [formatDateUntil('2026-11-10', toLocale(language))], `${BASE}/currentproducts/default/id/billing`, [EVIL]);
      expect(cancelled(language, 'Retail').subject).toContain('Retail');
    }
    // Issue 32 item 4: Georgian's "until" is on the month, never after the year.
    expect(cancelled('KA').text).toContain('2026 წლის 10\u00a0ნოემბრამდე');
    expect(cancelled('KA').text).not.toContain('2026-მდე');
    expectThreeSubjects((language) => cancelled(language));
  });

  const ended = (language: Language, itemName = EVIL) =>
    renderMail(
      mailTemplates,
      'subscription-ended',
      { name: 'Nino', itemName, purchasedItemId: 5, endedOn: '2026-11-10' },
      context(language),
    );

  it('subscription-ended: the item in the subject, the day it ended, a link to the products', () => {
    for (const language of LANGUAGES) {
      const mail = ended(language);
      expectMail(mail, [formatDateShort('2026-11-10', toLocale(language))], `${BASE}/currentproducts/default/id/billing`, [EVIL]);
      expect(ended(language, 'Retail').subject).toContain('Retail');
    }
    expectThreeSubjects((language) => ended(language));
  });
});
