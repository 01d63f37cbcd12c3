import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ProductCardContent } from '@orioni/contracts/content';
import { ProductList } from './product-list';

/** A product card as the content API answers it: `locale` is the language the entry is written in. */
const card = (slug: string, name: string, locale: string) =>
  ({
    slug,
    name,
    locale,
    description: '',
    bullet: [],
    prices: [],
    buyBtn: 'Buy',
    demoBtn: 'Demo',
    button: 'Video',
    kind: 'solution',
  }) as unknown as ProductCardContent;

describe('the language of a product row', () => {
  it('issue 32 item 17: a product the content answers in Georgian on an English page carries lang="ka"; one in English lang="en"', () => {
    const html = renderToStaticMarkup(
      createElement(ProductList, {
        products: [
          { id: 1, attributes: card('fallback', 'ორიონი საცალო', 'ka') },
          { id: 2, attributes: card('translated', 'Orioni Accounting', 'en') },
        ],
        labels: { from: 'from {price}', more: 'More', periodTitles: {} },
        onBuy: () => undefined,
      }),
    );
    expect(html).toMatch(/<li[^>]*data-product="fallback"[^>]*lang="ka"/);
    expect(html).toMatch(/<li[^>]*data-product="translated"[^>]*lang="en"/);
  });
});
