import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxBankCharges } from '../../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { SandboxLedger } from './sandbox-ledger.ts';

describe('the sandbox bank charges in groups (issue 30 item 2, ADR 036)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('charges asked at once go in few statements; each key is charged once, its first answer replayed to the rest', async () => {
    // The ledger's database, counting every statement it starts (insert, select, execute, ...).
    const statements: string[] = [];
    const counted = new Proxy(t.db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          statements.push(String(property));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const ledger = new SandboxLedger(counted);
    const keys = Array.from({ length: 40 }, (_, i) => `ledger-test-${i % 30}`); // ten keys asked twice
    const answers = await Promise.all(
      keys.map((key, i) =>
        ledger
          .charge(
            { token: 'sbx_success_x', amount: 100 + i, idempotencyKey: key },
            { status: i % 7 === 0 ? 'declined' : 'succeeded', externalId: `ext-${i}`, reason: null },
          )
          .finally(() => undefined),
      ),
    );
    // One statement for the first charge, one for the 39 asked meanwhile, one to read the ten replays.
    expect(statements.length).toBeLessThanOrEqual(3);

    const rows = await t.db
      .select()
      .from(sandboxBankCharges)
      .where(inArray(sandboxBankCharges.idempotencyKey, [...new Set(keys)]));
    expect(rows).toHaveLength(30);
    const byKey = new Map(rows.map((r) => [r.idempotencyKey, r]));
    keys.forEach((key, i) => {
      const row = byKey.get(key)!;
      // The first request under a key made the charge; the second got the same answer and moved no money.
      expect(answers[i]!.fresh).toBe(i < 30);
      expect(answers[i]!.result).toEqual({ status: row.status, externalId: row.externalId, reason: row.reason });
      if (i < 30) expect(row.amount).toBe(100 + i);
    });

    // Asked again later (another batch, as another process would): the first answers, nothing new.
    const again = await Promise.all(
      keys
        .slice(0, 5)
        .map((key) =>
          ledger.charge(
            { token: 'sbx_success_x', amount: 1, idempotencyKey: key },
            { status: 'succeeded', externalId: `new-${key}`, reason: null },
          ),
        ),
    );
    expect(again.every((a) => !a.fresh)).toBe(true);
    expect(again.map((a) => a.result.externalId)).toEqual(keys.slice(0, 5).map((key) => byKey.get(key)!.externalId));
  });
});
