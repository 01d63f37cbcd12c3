import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '@orioni/contracts/spec-constants';
import { historyPageSize } from './history-paging';

const sizes = PAGE_SIZES as { history: number; historyMobile: number };
const original = { ...PAGE_SIZES };
afterEach(() => Object.assign(sizes, original));

describe('history page size', () => {
  it('is the spec constant, and follows a change of it (the API default does too, see reports tests)', () => {
    expect(historyPageSize(false)).toBe(original.history);
    expect(historyPageSize(true)).toBe(original.historyMobile);
    sizes.history = 7;
    sizes.historyMobile = 2;
    expect(historyPageSize(false)).toBe(7);
    expect(historyPageSize(true)).toBe(2);
  });
});
