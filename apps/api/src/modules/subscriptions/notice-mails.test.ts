import { describe, expect, it } from 'vitest';
import { formatDateShort, formatLari, toLocale, type Language } from '@orioni/contracts';
import { renderMail, type RenderedMail } from '../mail/mail.service.ts';
import { mailTemplates } from '../../mail-templates.ts';
import { printedExpiry } from './notice-mails.ts';

const BASE = 'https://shop.example';
const LANGUAGES: Language[] = ['KA', 'EN', 'RU'];
const EVIL = 'Retail <script>alert(1)</script>';
const ESCAPED = 'Retail &lt;script&gt;alert(1)&lt;/script&gt;';
const context = (language: Language) => ({ language, publicUrl: BASE });

/** Both bodies carry the facts and the link; the HTML escapes the names; nothing undefined leaks. */
function expectMail(mail: RenderedMail, facts: string[], link: string) {
  expect(mail.subject.trim()).not.toBe('');
  for (const body of [mail.html, mail.text]) {
    expect(body).toContain(link);
    for (const fact of facts) expect(body).toContain(fact);
  }
  expect(mail.html).not.toContain('<script>');
  for (const body of [mail.html, mail.text, mail.subject]) expect(body).not.toMatch(/undefined|NaN|\[object|null/);
}

/** Issue 28 item 4: the notices before money is taken, in Georgian, English and Russian, HTML and text. */
describe('notice e-mails in Georgian, English and Russian', () => {
  const upcoming = (language: Language, cardMask: string | null = '424242******4242') =>
    renderMail(
      mailTemplates,
      'renewal-upcoming',
      { name: 'Nino', itemName: EVIL, purchasedItemId: 5, period: 'Y1', amount: 59_000, renewalDate: '2027-03-10', cardMask },
      context(language),
    );

  it('renewal-upcoming: the amount in lari, the renewal date, the card mask, the item escaped, a link to the item', () => {
    for (const language of LANGUAGES) {
      const mail = upcoming(language);
      expectMail(
        mail,
        [formatLari(59_000, { locale: toLocale(language) }), formatDateShort('2027-03-10', toLocale(language)), '424242******4242'],
        `${BASE}/currentproducts/default/id/5`,
      );
      expect(mail.text).toContain(EVIL);
      expect(mail.html).toContain(ESCAPED);
      expect(mail.subject).toContain(formatDateShort('2027-03-10', toLocale(language)));
      expect(mail.html).toContain(`lang="${toLocale(language)}"`);
    }
    expect(upcoming('EN').text).toContain('Annual');
    expect(upcoming('KA').text).toContain('წლიური');
    expect(upcoming('RU').text).toContain('Ежегодно');
    expect(new Set(LANGUAGES.map((l) => upcoming(l).subject)).size).toBe(3);
  });

  it('renewal-upcoming with no saved card asks for one instead of naming a mask', () => {
    expect(upcoming('EN', null).text).toContain('You have no saved card');
    expect(upcoming('KA', null).text).toContain('შენახული ბარათი არ გაქვთ');
    expect(upcoming('RU', null).text).toContain('нет сохранённой карты');
    for (const language of LANGUAGES) expect(upcoming(language, null).text).not.toContain('******');
  });

  const expiring = (language: Language) =>
    renderMail(
      mailTemplates,
      'card-expiring',
      { name: 'Nino', cardMask: '424242******4242', expiryMonth: 3, expiryYear: 2027, nextChargeDate: '2027-04-10' },
      context(language),
    );

  it('card-expiring: the card mask, its expiry as printed, the next charge date and a link to change the card', () => {
    expect(printedExpiry(3, 2027)).toBe('03/27');
    for (const language of LANGUAGES) {
      expectMail(
        expiring(language),
        ['424242******4242', '03/27', formatDateShort('2027-04-10', toLocale(language))],
        `${BASE}/profile/default`,
      );
    }
    expect(expiring('EN').text).toContain('Change card');
    expect(expiring('KA').text).toContain('ბარათის შეცვლა');
    expect(expiring('RU').text).toContain('Заменить карту');
    expect(new Set(LANGUAGES.map((l) => expiring(l).subject)).size).toBe(3);
  });
});
