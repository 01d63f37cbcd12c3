import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offsetOfPage, paginationItems } from './pagination.ts';

const render = (current: number, count: number, limit: number) =>
  paginationItems(current, count, limit)
    .map((i) => (i.type === 'page' ? String(i.page + 1) : '…'))
    .join(' ');

describe('pagination', () => {
  it('is hidden when the count does not exceed the limit', () => {
    expect(paginationItems(0, 10, 10)).toEqual([]);
    expect(paginationItems(0, 0, 5)).toEqual([]);
  });

  it('shows first, last, one neighbour and ellipses', () => {
    expect(render(0, 100, 10)).toBe('1 2 … 10');
    expect(render(5, 100, 10)).toBe('1 … 5 6 7 … 10');
    expect(render(9, 100, 10)).toBe('1 … 9 10');
    expect(render(2, 100, 10)).toBe('1 2 3 4 … 10');
    expect(render(1, 11, 5)).toBe('1 2 3');
  });

  it('always includes first, last and current, in order, without repeats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 5000 }), fc.nat(), (limit, count, seed) => {
        const pages = Math.ceil(count / limit);
        if (pages <= 1) return;
        const current = seed % pages;
        const items = paginationItems(current, count, limit);
        const shown = items.flatMap((i) => (i.type === 'page' ? [i.page] : []));
        expect(shown).toContain(0);
        expect(shown).toContain(pages - 1);
        expect(shown).toContain(current);
        expect([...shown].sort((a, b) => a - b)).toEqual(shown);
        expect(new Set(shown).size).toBe(shown.length);
        expect(items.length).toBeLessThanOrEqual(7);
      }),
    );
  });

  it('maps pages and offsets (pages count from 0)', () => {
    expect(offsetOfPage(3, 5)).toBe(15);
  });
});
