import { describe, expect, it } from 'vitest';
import { renderMail } from '../mail/mail.service.ts';
import { mailTemplates } from '../../mail-templates.ts';

/** Issue 42 item 3: an endpoint the storefront turned off (410 Gone, or 5 days failing), told to every admin in their language. */
describe('the endpoint-disabled e-mail', () => {
  const words = {
    KA: { off: 'გაითიშა', gone: '410 Gone', failing: 'ხუთი დღის', last: 'ბოლო პასუხი', date: '4 მაი 2026' },
    EN: { off: 'turned off', gone: '410 Gone', failing: 'five days', last: 'Last answer', date: '4 May 2026' },
    RU: { off: 'отключ', gone: '410 Gone', failing: 'пяти дней', last: 'Последний ответ', date: '4 мая 2026' },
  } as const;
  const url = 'https://erp.example.ge/hooks?a=1&b=<2>';

  it.each(['KA', 'EN', 'RU'] as const)('%s: the address, why, the last answer, the integrations page', (language) => {
    const w = words[language];
    const render = (reason: 'GONE' | 'FAILING') =>
      renderMail(
        mailTemplates,
        'webhook-endpoint-disabled',
        { endpointId: 7, url, reason, failingSince: '2026-05-04T08:00:00Z', lastAnswer: 'HTTP 503: down' },
        { language, publicUrl: 'https://shop.example' },
      );
    const failing = render('FAILING');
    const gone = render('GONE');
    expect(failing.subject.toLowerCase()).toContain(w.off.toLowerCase());
    for (const text of [failing.text, failing.html]) {
      expect(text).toContain(w.failing);
      expect(text).toContain(w.date);
      expect(text).toContain(w.last);
      expect(text).not.toContain(w.gone);
    }
    expect(gone.text).toContain(w.gone);
    expect(gone.text).not.toContain(w.failing);
    expect(failing.text).toContain(url);
    expect(failing.html).not.toContain('<2>');
    expect(failing.text).toContain('https://shop.example/admin/integrations');
  });
});
