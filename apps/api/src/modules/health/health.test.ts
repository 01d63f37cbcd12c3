import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { MailWorker } from '../../jobs/mail-worker.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready' });

describe('health for balancers', () => {
  it('is live while the process answers, and ready with the database up and every migration applied', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.headers['cache-control']).toBe('no-store');
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        ready: true,
        database: 'up',
        pendingMigrations: 0,
        draining: false,
        renewals: { lastPassFinishedAt: null, lastPassSucceeded: null },
        mailWorker: { ready: false, state: 'off', lastSentAt: null, lastFailedAt: null },
      },
    });
  });

  it('is not ready with the database down or a migration missing', async () => {
    const { ping, pendingMigrations } = t.database;
    try {
      t.database.ping = async () => false;
      expect((await ready()).statusCode).toBe(503);
      t.database.ping = ping;
      t.database.pendingMigrations = async () => 1;
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json().data).toMatchObject({ ready: false, database: 'up', pendingMigrations: 1 });
    } finally {
      t.database.ping = ping;
      t.database.pendingMigrations = pendingMigrations;
    }
  });

  it('is not ready once the instance drains, while staying live', async () => {
    t.app.lifecycle.draining = true;
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json().data).toMatchObject({ ready: false, draining: true });
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });
});

describe('background work in the readiness answer (ADR 035)', () => {
  it('reports when the last renewal pass finished, by the app clock, and stays ready when a pass fails', async () => {
    t.clock.set(new Date('2026-03-01T08:00:00Z'));
    await t.app.services.renewals.runPass();
    let res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json().data.renewals).toEqual({ lastPassFinishedAt: '2026-03-01T08:00:00.000Z', lastPassSucceeded: true });

    // A pass that throws (here its first query refuses an instant that is no date) is reported, never
    // turned into unreadiness.
    t.clock.set(new Date('2026-03-01T08:01:00Z'));
    await expect(t.app.services.renewals.runPass(new Date(Number.NaN))).rejects.toThrow();
    res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      ready: true,
      renewals: { lastPassFinishedAt: '2026-03-01T08:01:00.000Z', lastPassSucceeded: false },
    });
  });

  it('reports a mail worker whose SMTP server is down as failing, and stays ready', async () => {
    const m = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    const worker = new MailWorker(m.database.db, m.config, m.clock, undefined, m.app.services.metrics.mailWorker);
    const readyOf = async () => {
      const res = await m.app.inject({ method: 'GET', url: '/api/health/ready' });
      return { status: res.statusCode, data: res.json().data };
    };
    try {
      expect((await readyOf()).data.mailWorker).toEqual({ ready: false, state: 'off', lastSentAt: null, lastFailedAt: null });
      worker.start(3_600_000);
      expect((await readyOf()).data.mailWorker).toMatchObject({ ready: true, state: 'running' });
      m.clock.set(new Date('2026-03-02T09:30:00Z'));
      await m.app.services.mailer.send(m.db, {
        to: 'down@example.ge',
        template: 'password-reset',
        language: 'EN',
        data: { name: 'Sam', username: 'down@example.ge', otp: '123456' },
      });
      expect(await worker.deliverDue()).toBe(0);
      const after = await readyOf();
      expect(after.status).toBe(200);
      expect(after.data).toMatchObject({
        ready: true,
        mailWorker: { ready: false, state: 'failing', lastSentAt: null, lastFailedAt: '2026-03-02T09:30:00.000Z' },
      });
    } finally {
      await worker.stop();
      await m.close();
    }
    expect(m.app.services.metrics.mailWorkerStatus().state).toBe('off');
  });
});
