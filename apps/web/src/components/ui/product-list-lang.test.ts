import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ProductCardContent } from '@orioni/contracts/content';
import { I18nProvider } from '@/lib/i18n';
import { ProductList } from './product-list';

/** An element as the page in `language` renders it. */
const inLanguage = (language: 'KA' | 'EN' | 'RU', node: ReactElement) =>
  createElement(I18nProvider, { initialLanguage: language, children: node });

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
      inLanguage(
        'EN',
        createElement(ProductList, {
          products: [
            { id: 1, attributes: card('fallback', 'ორიონი საცალო', 'ka') },
            { id: 2, attributes: card('translated', 'Orioni Accounting', 'en') },
          ],
          labels: { from: 'from {price}', more: 'More', periodTitles: {} },
          onBuy: () => undefined,
        }),
      ),
    );
    expect(html).toMatch(/<li[^>]*data-product="fallback"[^>]*lang="ka"/);
    expect(html).toMatch(/<li[^>]*data-product="translated"[^>]*lang="en"/);
  });
});

describe('the starting price of a product row on the page', () => {
  const priced = (locale: string) =>
    ({
      ...card('erp', 'Orioni ERP', locale),
      prices: [
        { isDemo: false, price: 185_000, oldPrice: 210_000, period: 'M1', title: '' },
        { isDemo: true, price: 0, oldPrice: null, period: 'M1', title: '' },
      ],
    }) as unknown as ProductCardContent;
  const render = (language: 'KA' | 'EN' | 'RU', from: string) =>
    renderToStaticMarkup(
      inLanguage(
        language,
        createElement(ProductList, {
          products: [{ id: 1, attributes: priced(language.toLowerCase()) }],
          labels: { from, more: 'More', periodTitles: { M1: 'month' } },
          onBuy: () => undefined,
        }),
      ),
    );

  it('issue 39 item 26: the catalogue writes its prices as the page’s language does (decision 31)', () => {
    const ka = render('KA', '{price}-დან');
    expect(ka).toContain('<strong>1\u00a0850,00\u00a0₾</strong>-დან');
    expect(ka).toContain('2\u00a0100,00\u00a0₾</s>');
    expect(render('RU', 'от {price}')).toContain('от <strong>1\u00a0850,00\u00a0₾</strong>');
    const en = render('EN', 'from {price}');
    expect(en).toContain('from <strong>1,850.00\u00a0₾</strong>');
    expect(en).toContain('2,100.00\u00a0₾</s>');
  });
});
