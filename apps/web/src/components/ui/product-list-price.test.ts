import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { priceFromText } from './product-list';

const productTexts = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../../../../content/${language}/product-texts.json`, import.meta.url), 'utf8')) as { from: string };

describe('the starting price of a product', () => {
  it('issue 32 item 1: the "from" text wraps the price in each language (Georgian -დან is a suffix)', () => {
    expect(priceFromText(productTexts('ka').from, 14_900, 'ka')).toBe('149,00\u00a0₾-დან');
    expect(priceFromText(productTexts('en').from, 14_900, 'en')).toBe('from 149.00\u00a0₾');
    expect(priceFromText(productTexts('ru').from, 14_900, 'ru')).toBe('от 149,00\u00a0₾');
    // Decision 31: thousands grouped as each language groups them (a no-break space in Georgian and Russian).
    expect(priceFromText(productTexts('ka').from, 185_000, 'ka')).toBe('1\u00a0850,00\u00a0₾-დან');
    expect(priceFromText(productTexts('en').from, 185_000, 'en')).toBe('from 1,850.00\u00a0₾');
  });
});
