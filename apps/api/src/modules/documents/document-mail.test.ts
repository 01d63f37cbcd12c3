import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDocumentNumber } from '@orioni/contracts/document-rules';
import { documents } from '../../db/schema/documents.ts';
import { outboxEmails } from '../../db/schema/mail.ts';
import { createSignedInUser } from '../../test/auth.ts';
import { addToCart, purchaseCart, saveCard } from '../../test/commerce.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { MailWorker } from '../../jobs/mail-worker.ts';
import { renderMail } from '../mail/mail.service.ts';
import { mailTemplates } from '../../mail-templates.ts';
import { pdfText } from './pdf-text-extract.ts';

/**
 * Issue 28 item 1: the receipt e-mail carries the payment's PDF in the account's language, rendered
 * when the worker sends it (the outbox row names it); a document that cannot be rendered leaves the
 * mail without it, never unsent. Through a real SMTP server.
 */
const received: string[] = [];
let server: SMTPServer;
let t: TestContext;
let worker: MailWorker;

/** The attachments of a raw MIME message: file name and decoded bytes. */
function attachmentsOf(raw: string): { filename: string; content: Buffer }[] {
  const found: { filename: string; content: Buffer }[] = [];
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head = '', ...body] = part.split(/\r?\n\r?\n/);
    const name = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1];
    if (!name || !/content-disposition:\s*attachment/i.test(head)) continue;
    found.push({
      filename: name,
      content: Buffer.from(
        body
          .join('')
          .replace(/--[^\r\n]*--\s*$/, '')
          .replace(/\s+/g, ''),
        'base64',
      ),
    });
  }
  return found;
}

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: 10_000_000,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  t = await createTestApp({ seed: true, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  t.clock.set(new Date('2026-03-05T08:00:00Z'));
  worker = new MailWorker(t.database.db, t.config, t.clock).attachWith(t.app.services.documents.mailAttachment);
});
afterAll(async () => {
  await worker.stop();
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('receipt e-mails carry the PDF', () => {
  it('the receipt and renewal-receipt templates name the payment document', () => {
    const context = { language: 'KA' as const, publicUrl: 'https://orioni.ge' };
    const receipt = renderMail(
      mailTemplates,
      'purchase-receipt',
      { name: 'N', paymentId: 7, paidAt: '2026-03-05T08:00:00Z', amount: 1, lines: [] },
      context,
    );
    expect(receipt.attachments).toEqual([{ kind: 'payment-document', paymentId: 7 }]);
    const renewal = renderMail(
      mailTemplates,
      'renewal-receipt',
      { name: 'N', paymentId: 8, paidAt: '2026-03-05T08:00:00Z', amount: 1, lines: [] },
      context,
    );
    expect(renewal.attachments).toEqual([{ kind: 'payment-document', paymentId: 8 }]);
  });

  it("a purchase's receipt mail arrives with the receipt PDF in the account's language", async () => {
    const buyer = await createSignedInUser(t, { language: 'KA' });
    await saveCard(t, buyer);
    await addToCart(t, buyer, 'ORIONI_ERP_M1', 1);
    const paymentId = await purchaseCart(t, buyer);
    const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.template, 'purchase-receipt'));
    expect(row!.meta).toMatchObject({ paymentId, attachments: [{ kind: 'payment-document', paymentId }] });
    received.length = 0;
    expect(await worker.deliverDue()).toBeGreaterThanOrEqual(1);
    const mail = received.find((raw) => raw.includes(buyer.email));
    const [file] = attachmentsOf(mail!);
    // The number the payment took when it succeeded (decision 32), after the seed's receipts.
    const [numbered] = await t.db.select().from(documents).where(eq(documents.paymentId, paymentId));
    expect(file!.filename).toBe(`${formatDocumentNumber('RECEIPT', 2026, numbered!.number)}.pdf`);
    expect(file!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(file!.content);
    expect(text).toContain('გადახდის ქვითარი');
    expect(text).toContain('ორიონი ERP');
  });

  it('a document that cannot be rendered leaves the mail without it, and the mail still goes', async () => {
    const buyer = await createSignedInUser(t, { language: 'EN' });
    await saveCard(t, buyer);
    await addToCart(t, buyer, 'ORIONI_ERP_M1', 1);
    const paymentId = await purchaseCart(t, buyer);
    // A broken payment: its lines no longer add up to its amount, so no document is printed for it.
    await t.db.execute(sql`update payments set amount = amount + 1 where id = ${paymentId}`);
    received.length = 0;
    expect(await worker.deliverDue()).toBeGreaterThanOrEqual(1);
    const mail = received.find((raw) => raw.includes(buyer.email));
    expect(mail).toBeDefined();
    expect(attachmentsOf(mail!)).toEqual([]);
    const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, buyer.email));
    expect(row!.status).toBe('SENT');
  });
});
