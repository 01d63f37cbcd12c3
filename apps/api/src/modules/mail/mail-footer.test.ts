import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Language } from '@orioni/contracts';
import { CONTACT_EMAIL } from '@orioni/contracts/company';
import { REPO_ROOT } from '../../config.ts';
import { mailTemplates } from '../../mail-templates.ts';
import { renderMail } from './mail.service.ts';

/**
 * Issue 39 item 28: one address for customers. The mails' footer said sales@orioni.ge where the
 * site's contact says info@orioni.ge; both now come from `CONTACT_EMAIL`.
 */
describe('the address the mails and the site give customers', () => {
  it('every mail footer, in each language, gives the address the site gives', () => {
    for (const language of ['KA', 'EN', 'RU'] as Language[]) {
      const mail = renderMail(
        mailTemplates,
        'password-reset',
        { name: 'Nino', username: 'nino@example.ge', otp: '123456' },
        { language, publicUrl: 'https://shop.example' },
      );
      for (const body of [mail.html, mail.text]) {
        expect(body).toContain(CONTACT_EMAIL);
        expect(body).not.toContain('sales@');
      }
    }
  });

  it("the site's contact setting in each language is that address", () => {
    for (const locale of ['ka', 'en', 'ru']) {
      const setting = fs.readFileSync(path.join(REPO_ROOT, 'content', locale, 'setting.json'), 'utf8');
      const emails = [...setting.matchAll(/"value":\s*"([^"]+@[^"]+)"/g)].map((m) => m[1]);
      expect(emails.length).toBeGreaterThan(0);
      expect(new Set(emails)).toEqual(new Set([CONTACT_EMAIL]));
    }
  });
});
