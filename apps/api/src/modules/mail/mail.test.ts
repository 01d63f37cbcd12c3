import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxEmails } from '../../db/schema/mail.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { MailWorker } from '../../jobs/mail-worker.ts';
import { renderMail } from './mail.service.ts';
import { mailTemplates } from '../../mail-templates.ts';

describe('mail outbox without SMTP (development)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores messages and lists them newest first at /api/dev/outbox, filtered by recipient', async () => {
    await t.app.services.mailer.send(t.db, {
      to: 'a@example.ge',
      template: 'verification',
      language: 'EN',
      data: { name: 'Ann', verificationCode: 'abc' },
    });
    t.clock.advance(1000);
    await t.app.services.mailer.send(t.db, {
      to: 'B@example.ge',
      template: 'password-reset',
      language: 'RU',
      data: { name: 'Bo', username: 'b@example.ge', otp: '123456' },
    });
    const all = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(all.statusCode).toBe(200);
    const list = all.json().data as { to: string; subject: string; text: string; html: string; status: string }[];
    expect(list.map((m) => m.to)).toEqual(['B@example.ge', 'a@example.ge']);
    expect(list[0]!.status).toBe('STORED');
    expect(list[0]!.subject).toBe('Восстановление пароля — Орион');
    expect(list[0]!.text).toContain('123456');
    expect(list[0]!.text).toContain('/?otp=123456&username=b%40example.ge');
    const filtered = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=a@example.ge' });
    expect(filtered.json().data).toHaveLength(1);
  });

  it('renders /dev/outbox as HTML with everything escaped', async () => {
    await t.app.services.mailer.send(t.db, {
      to: 'x@example.ge',
      template: 'verification',
      language: 'KA',
      data: { name: '<script>alert(1)</script>', verificationCode: 'q' },
    });
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('დაადასტურეთ ელფოსტა — ორიონი');
  });

  it('templates: verification link, reset link with the code, in each language, brand colour', () => {
    for (const language of ['KA', 'EN', 'RU'] as const) {
      const v = renderMail(
        mailTemplates,
        'verification',
        { name: 'N', verificationCode: 'code-1' },
        { language, publicUrl: 'https://shop.example' },
      );
      expect(v.html).toContain('https://shop.example/?verificationCode=code-1');
      expect(v.text).toContain('https://shop.example/?verificationCode=code-1');
      expect(v.html).toContain('#2f3bcb');
      const r = renderMail(
        mailTemplates,
        'password-reset',
        { name: 'N', username: 'u@x.ge', otp: '654321' },
        { language, publicUrl: 'https://shop.example' },
      );
      expect(r.html).toContain('654321');
      expect(r.text).toContain('https://shop.example/?otp=654321&username=u%40x.ge');
    }
    expect(
      renderMail(mailTemplates, 'verification', { name: 'N', verificationCode: 'c' }, { language: 'KA', publicUrl: '' }).html,
    ).toContain('lang="ka"');
  });

  it('issue 25 item 11: the registration-attempt mail links to sign in and to reset the password, in each language', () => {
    const subjects = new Set<string>();
    for (const language of ['KA', 'EN', 'RU'] as const) {
      const m = renderMail(
        mailTemplates,
        'registration-attempt',
        { name: 'Nino', username: 'u+1@x.ge' },
        { language, publicUrl: 'https://shop.example' },
      );
      expect(m.text).toContain('https://shop.example/?auth=login&username=u%2B1%40x.ge');
      expect(m.text).toContain('https://shop.example/?auth=forget&username=u%2B1%40x.ge');
      expect(m.html).toMatch(/https:\/\/shop\.example\/\?auth=login&(amp;)?username=u%2B1%40x\.ge/);
      expect(m.html).toMatch(/https:\/\/shop\.example\/\?auth=forget&(amp;)?username=u%2B1%40x\.ge/);
      expect(m.html).toContain('Nino');
      expect(m.html).toContain(`lang="${language.toLowerCase()}"`);
      subjects.add(m.subject);
    }
    expect([...subjects]).toEqual([
      'ვიღაცამ სცადა თქვენი ელფოსტით რეგისტრაცია — ორიონი',
      'Someone tried to register with your e-mail — Orioni',
      'Кто-то пытался зарегистрироваться с вашей почтой — Орион',
    ]);
  });
});

describe('production', () => {
  it('has no outbox routes', async () => {
    const t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:1',
        SANDBOX_GATEWAY_SECRET: 'test-production-secret-of-32-characters',
        ACCOUNTS_SECRET: 'y'.repeat(40),
      },
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('delivery through a real SMTP server', () => {
  const received: { to: string; raw: string }[] = [];
  let server: SMTPServer;
  let port = 0;
  let failNext = false;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          if (failNext) {
            failNext = false;
            const err = new Error('mailbox busy') as Error & { responseCode: number };
            err.responseCode = 451;
            return callback(err);
          }
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends PENDING rows, marks them SENT, and retries a failure', async () => {
    const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const worker = new MailWorker(t.database.db, t.config, t.clock);
    try {
      failNext = true;
      const { id } = await t.app.services.mailer.send(t.db, {
        to: 'smtp@example.ge',
        template: 'password-reset',
        language: 'EN',
        data: { name: 'Sam', username: 'smtp@example.ge', otp: '777888' },
      });
      expect((await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]!.status).toBe('PENDING');
      expect(await worker.deliverDue()).toBe(0);
      const failed = (await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]!;
      expect(failed.status).toBe('FAILED');
      expect(failed.attempts).toBe(1);
      expect(await worker.deliverDue()).toBe(1);
      const sent = (await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]!;
      expect(sent.status).toBe('SENT');
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toBe('smtp@example.ge');
      expect(received[0]!.raw).toMatch(/^Subject: .*Reset[ _]your[ _]password/m);
      expect(received[0]!.raw).toContain('777888');
      expect(await worker.deliverDue()).toBe(0);
    } finally {
      await worker.stop();
      await t.close();
    }
  });
});
