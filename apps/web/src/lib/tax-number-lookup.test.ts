import { describe, expect, it } from 'vitest';
import type { TaxNumberLookup } from '@orioni/contracts/taxes';
import { createTaxNumberLookup, noteOf, taxNumberToLookUp, type TaxNumberNote } from './tax-number-lookup';

/** A lookup with a hand-run timer and answers the test gives. */
function harness() {
  const timers = new Map<number, () => void>();
  let nextTimer = 0;
  const requests: { tin: string; signal: AbortSignal; resolve(r: TaxNumberLookup): void; reject(e: unknown): void }[] = [];
  const notes: TaxNumberNote[] = [];
  const lookup = createTaxNumberLookup({
    fetch: (tin, signal) => new Promise((resolve, reject) => requests.push({ tin, signal, resolve, reject })),
    onNote: (note) => notes.push(note),
    setTimer: (run) => {
      timers.set((nextTimer += 1), run);
      return nextTimer;
    },
    clearTimer: (timer) => timers.delete(timer as number),
  });
  const elapse = () => {
    const due = [...timers.values()];
    timers.clear();
    for (const run of due) run();
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { lookup, timers, requests, notes, elapse, settle };
}

describe('the tax-number note', () => {
  it('looks up only 9 digits, and shows nothing for an unavailable answer', () => {
    expect(['404123456', ' 404123456 ', '40412345', '4041234567', '40412345a', ''].map(taxNumberToLookUp)).toEqual([
      '404123456',
      '404123456',
      null,
      null,
      null,
      null,
    ]);
    expect(noteOf({ status: 'found', name: 'Acme LLC', vatPayer: true })).toEqual({ kind: 'found', name: 'Acme LLC', vatPayer: true });
    expect(noteOf({ status: 'unknown' })).toEqual({ kind: 'unknown' });
    expect(noteOf({ status: 'unavailable' })).toEqual({ kind: 'none' });
  });

  it('waits for the typing to pause, then shows the registered name', async () => {
    const h = harness();
    for (const typed of ['4', '40412', '40412345']) h.lookup.update(typed);
    expect(h.timers.size).toBe(0);
    h.lookup.update('404123456');
    expect(h.requests).toHaveLength(0);
    h.elapse();
    expect(h.requests.map((r) => r.tin)).toEqual(['404123456']);
    h.requests[0]!.resolve({ status: 'found', name: 'Acme LLC', vatPayer: false });
    await h.settle();
    expect(h.notes).toEqual([{ kind: 'found', name: 'Acme LLC', vatPayer: false }]);
    // The same number again (a re-render) asks nothing.
    h.lookup.update('404123456');
    expect(h.timers.size).toBe(0);
  });

  it('a change cancels the pending lookup and its request, and clears what was shown', async () => {
    const h = harness();
    h.lookup.update('404123456');
    h.lookup.update('404123457');
    expect(h.timers.size).toBe(1);
    h.elapse();
    expect(h.requests.map((r) => r.tin)).toEqual(['404123457']);
    h.lookup.update('40412345');
    expect(h.requests[0]!.signal.aborted).toBe(true);
    h.requests[0]!.resolve({ status: 'unknown' });
    await h.settle();
    expect(h.notes).toEqual([]);

    h.lookup.update('205987654');
    h.elapse();
    h.requests[1]!.resolve({ status: 'unknown' });
    await h.settle();
    expect(h.notes).toEqual([{ kind: 'unknown' }]);
    h.lookup.update('2059876541');
    expect(h.notes.at(-1)).toEqual({ kind: 'none' });
  });

  it('a failed request shows nothing, and nothing runs after dispose', async () => {
    const h = harness();
    h.lookup.update('404123456');
    h.elapse();
    h.requests[0]!.reject(new Error('offline'));
    await h.settle();
    expect(h.notes).toEqual([]);
    h.lookup.update('205987654');
    h.lookup.dispose();
    expect(h.timers.size).toBe(0);
  });
});
