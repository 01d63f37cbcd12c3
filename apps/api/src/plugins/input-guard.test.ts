import { describe, expect, it } from 'vitest';
import { containsNul } from './input-guard.ts';

describe('containsNul', () => {
  it('finds a NUL character in any string or key of a parsed body, however deep', () => {
    expect(containsNul({ a: 'text', b: [1, true, null, { c: 'more' }] })).toBe(false);
    expect(containsNul('a\0b')).toBe(true);
    expect(containsNul({ a: ['x', { b: '\0' }] })).toBe(true);
    expect(containsNul({ 'key\0': 1 })).toBe(true);
    let deep: unknown = 'bottom\0';
    for (let i = 0; i < 10_000; i += 1) deep = { a: [deep] };
    expect(containsNul(deep)).toBe(true);
  });
});
