import { describe, expect, it } from 'vitest';
import { HASH_CONCURRENCY, hashingLoad, hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one or a malformed hash', async () => {
    const stored = await hashPassword('Right#Password1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Right#Password1')).toBe(true);
    expect(await verifyPassword(stored, 'Wrong#Password1')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Right#Password1')).toBe(false);
  });

  it('runs at most one hash per spare core at a time, queues the rest and answers each in turn', async () => {
    const stored = await hashPassword('Right#Password1');
    const count = HASH_CONCURRENCY + 4;
    let peakRunning = 0;
    let peakWaiting = 0;
    const sample = setInterval(() => {
      const load = hashingLoad();
      peakRunning = Math.max(peakRunning, load.running);
      peakWaiting = Math.max(peakWaiting, load.waiting);
    }, 1);
    const results = await Promise.all(
      Array.from({ length: count }, (_, i) => verifyPassword(stored, i % 2 === 0 ? 'Right#Password1' : 'Wrong#Password1')),
    );
    clearInterval(sample);
    expect(results).toEqual(Array.from({ length: count }, (_, i) => i % 2 === 0));
    expect(peakRunning).toBe(HASH_CONCURRENCY);
    expect(peakWaiting).toBeGreaterThan(0);
    // Every slot is given back, also after a failure (a malformed hash).
    await verifyPassword('not-a-hash', 'x');
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
