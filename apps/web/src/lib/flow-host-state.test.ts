import { describe, expect, it } from 'vitest';
import { closingFlow, doneFlow, openFlow } from './flow-host-state';

const same = (a: number, b: number) => a === b;

describe('a dialog flow host (buy flow, demo request)', () => {
  it('keeps the open flow on a repeated click for its subject, opens a new one for another', () => {
    const first = openFlow(null, 1, same);
    expect(openFlow(first, 1, same)).toBe(first);
    expect(openFlow(first, 2, same)).toEqual({ subject: 2, n: 2 });
  });

  it('a click right after Cancel opens a new flow, which the closing one does not take away when it is done', () => {
    const first = openFlow(null, 1, same);
    const closing = closingFlow(first, first.n);
    expect(closing).toEqual({ subject: 1, n: 1, closing: true });
    // The click comes before the closing flow's delayed "done".
    const again = openFlow(closing, 1, same);
    expect(again).toEqual({ subject: 1, n: 2 });
    expect(doneFlow(again, first.n)).toBe(again);
    expect(closingFlow(again, first.n)).toBe(again);
    expect(doneFlow(again, again.n)).toBeNull();
  });
});
