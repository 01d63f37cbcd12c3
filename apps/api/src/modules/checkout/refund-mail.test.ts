import { describe, expect, it } from 'vitest';
import { renderMail } from '../mail/mail.service.ts';
import { mailTemplates } from '../../mail-templates.ts';

/** Issue 28 item 2: the refund e-mail, KA/EN/RU, HTML and text, with the amount given back and the payment it refunds. */
describe('the refund e-mail (issue 28 item 2, ADR 032)', () => {
  const words = {
    KA: { subject: 'თანხის დაბრუნება №77', total: 'სულ დაბრუნდა: 44,50\u00a0₾', of: '№12' },
    EN: { subject: 'Refund No. 77', total: 'Total refunded: 44.50\u00a0₾', of: 'No. 12' },
    RU: { subject: 'Возврат № 77', total: 'Всего возвращено: 44,50\u00a0₾', of: '№ 12' },
  } as const;

  it('names the refund, the payment, each line and the total, in each language', () => {
    for (const language of ['KA', 'EN', 'RU'] as const) {
      const mail = renderMail(
        mailTemplates,
        'refund-receipt',
        {
          name: 'Nino <b>',
          refundPaymentId: 77,
          paymentId: 12,
          refundedAt: '2026-11-20T08:00:00Z',
          amount: 4_450,
          lines: [{ name: 'Orioni ERP', period: 'M1', purchasedItemId: 5, amount: 4_450 }],
        },
        { language, publicUrl: 'https://shop.example' },
      );
      expect(mail.subject).toContain(words[language].subject);
      expect(mail.text).toContain(words[language].total);
      expect(mail.text).toContain(words[language].of);
      expect(mail.text).toContain('https://shop.example/transactionHistory/default/id/77');
      expect(mail.html).toContain(words[language].total.split(': ')[1]);
      expect(mail.html).not.toContain('Nino <b>');
    }
  });
});
