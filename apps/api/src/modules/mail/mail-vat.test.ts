import { describe, expect, it } from 'vitest';
import { formatLari, toLocale, type Language } from '@orioni/contracts';
import { renderMail } from './mail.service.ts';
import { mailTemplates } from '../../mail-templates.ts';

/**
 * Issue 41: the receipt, renewal receipt and refund mails of a payment made while the seller was a VAT payer show the
 * VAT each line includes, and under the total the VAT at its rate and the total without VAT, in each
 * language, HTML and text; without a rate they say nothing of VAT.
 */
const context = (language: Language) => ({ language, publicUrl: 'https://shop.example' });
const words = {
  KA: { column: 'მ. შ. დღგ', atRate: 'მათ შორის დღგ 18%', net: 'სულ დღგ-ს გარეშე', vat: 'დღგ' },
  EN: { column: 'incl. VAT', atRate: 'Including VAT 18%', net: 'Total without VAT', vat: 'VAT' },
  RU: { column: 'в т. ч. НДС', atRate: 'В том числе НДС 18%', net: 'Итого без НДС', vat: 'НДС' },
} as const;
const money = (tetri: number, language: Language) => formatLari(tetri, { locale: toLocale(language) });

const receipt = (language: Language, vatRateBp?: number | null) =>
  renderMail(
    mailTemplates,
    'purchase-receipt',
    {
      name: 'Nino',
      paymentId: 12,
      paidAt: '2026-11-20T08:00:00Z',
      amount: 26_700,
      lines: [
        { name: 'Orioni Retail', productKey: 'ORIONI_RETAIL_M1', period: 'M1', quantity: 2, amount: 17_800, purchasedItemId: 1 },
        { name: 'Orioni HR', productKey: 'ORIONI_HR_M1', period: 'M1', quantity: 1, amount: 8_900, purchasedItemId: 2 },
      ],
      ...(vatRateBp === undefined ? {} : { vatRateBp }),
    },
    context(language),
  );
const renewal = (language: Language, vatRateBp?: number | null) =>
  renderMail(
    mailTemplates,
    'renewal-receipt',
    {
      name: 'Nino',
      paymentId: 13,
      paidAt: '2026-12-20T08:00:00Z',
      amount: 17_800,
      lines: [
        {
          name: 'Orioni Retail',
          purchasedItemId: 1,
          period: 'M1',
          quantity: 2,
          amount: 17_800,
          periodStart: '2026-12-20',
          nextPaymentDate: '2027-01-20',
        },
      ],
      ...(vatRateBp === undefined ? {} : { vatRateBp }),
    },
    context(language),
  );
const refund = (language: Language, vatRateBp?: number | null) =>
  renderMail(
    mailTemplates,
    'refund-receipt',
    {
      name: 'Nino',
      refundPaymentId: 77,
      paymentId: 12,
      refundedAt: '2026-11-21T08:00:00Z',
      amount: 8_900,
      lines: [{ name: 'Orioni Retail', period: 'M1', purchasedItemId: 1, amount: 8_900 }],
      ...(vatRateBp === undefined ? {} : { vatRateBp }),
    },
    context(language),
  );

describe('VAT in the receipt and refund mails (issue 41)', () => {
  it('the receipt shows each line’s VAT, the VAT at 18% and the total without VAT, in each language', () => {
    for (const language of ['KA', 'EN', 'RU'] as const) {
      const w = words[language];
      const mail = receipt(language, 1800);
      // 178,00 ₾ holds 27,15 ₾; 89,00 ₾ holds 13,58 ₾; together 40,73 ₾, and 226,27 ₾ without VAT.
      expect(mail.text).toContain(`${money(17_800, language)} · ${w.column} ${money(2_715, language)}`);
      expect(mail.text).toContain(`${money(8_900, language)} · ${w.column} ${money(1_358, language)}`);
      expect(mail.text).toContain(`${w.atRate}: ${money(4_073, language)}`);
      expect(mail.text).toContain(`${w.net}: ${money(22_627, language)}`);
      for (const text of [w.column, w.atRate, w.net, money(2_715, language), money(4_073, language), money(22_627, language)])
        expect(mail.html).toContain(text);
    }
  });

  it('the renewal receipt shows it too', () => {
    for (const language of ['KA', 'EN', 'RU'] as const) {
      const mail = renewal(language, 1800);
      expect(mail.text).toContain(`${money(17_800, language)} · ${words[language].column} ${money(2_715, language)}`);
      expect(mail.text).toContain(`${words[language].atRate}: ${money(2_715, language)}`);
      expect(mail.text).toContain(`${words[language].net}: ${money(15_085, language)}`);
      expect(mail.html).toContain(words[language].net);
    }
  });

  it('the refund mail shows the VAT given back', () => {
    for (const language of ['KA', 'EN', 'RU'] as const) {
      const mail = refund(language, 1800);
      expect(mail.text).toContain(`${words[language].atRate}: ${money(1_358, language)}`);
      expect(mail.text).toContain(`${words[language].net}: ${money(7_542, language)}`);
      expect(mail.html).toContain(money(1_358, language));
    }
  });

  it('without a rate (not a VAT payer, or a payment from before) neither mail says anything of VAT', () => {
    for (const language of ['KA', 'EN', 'RU'] as const) {
      for (const mail of [
        receipt(language),
        receipt(language, null),
        renewal(language),
        renewal(language, null),
        refund(language),
        refund(language, null),
      ]) {
        expect(mail.text).not.toContain(words[language].vat);
        expect(mail.html).not.toContain(words[language].vat);
      }
      expect(receipt(language, null)).toEqual(receipt(language));
      expect(renewal(language, null)).toEqual(renewal(language));
    }
  });
});
