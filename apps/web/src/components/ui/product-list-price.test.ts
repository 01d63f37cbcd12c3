import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { priceFromText } from './product-list';

const productTexts = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../../../../content/${language}/product-texts.json`, import.meta.url), 'utf8')) as { from: string };

describe('the starting price of a product', () => {
  it('issue 32 item 1: the "from" text wraps the price in each language (Georgian -დან is a suffix)', () => {
    expect(priceFromText(productTexts('ka').from, 14_900)).toBe('149.00\u00a0₾-დან');
    expect(priceFromText(productTexts('en').from, 14_900)).toBe('from 149.00\u00a0₾');
    expect(priceFromText(productTexts('ru').from, 14_900)).toBe('от 149.00\u00a0₾');
  });
});
