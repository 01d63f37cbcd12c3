import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

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
    expect(res.json()).toEqual({ data: { ready: true, database: 'up', pendingMigrations: 0, draining: false } });
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
