import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { splitFirstPurchase } from '@orioni/contracts/cart-rules';
import type { Language, ProductType } from '@orioni/contracts/constants';
import type { CartItem } from '@orioni/contracts/entities';
import { I18nProvider } from '@/lib/i18n';
import { CartSections } from './cart-lines';

const item = (
  productKey: string,
  type: ProductType,
  quantity: number,
  firstPurchase = false,
  basePrice: number | null = null,
): CartItem => ({
  product: { productKey, price: 35_000, basePrice, period: 'PREMISE', type, name: productKey, slug: null },
  quantity,
  productId: 1,
  productQwt: 0,
  hasBasicItem: false,
  isPermise: true,
  firstPurchase,
  training: type === 'SERVICE',
  countable: true,
  fixedQuantity: false,
  porting: false,
});

function render(language: Language, items: CartItem[]): string {
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(
        MemoryRouter,
        null,
        createElement(I18nProvider, {
          initialLanguage: language,
          children: createElement(CartSections, { lines: splitFirstPurchase(items), items, onStatus: () => undefined }),
        }),
      ),
    ),
  );
}

const LICENCE = /ლიცენზ|лиценз|licen/i;

describe('issue 39 item 25: the cart names a one-time purchase by what it is', () => {
  it.each(['KA', 'EN', 'RU'] as const)(
    '%s: a training, a printer and a cash drawer are not called a licence; a solution is',
    (language) => {
      const html = render(language, [
        item('TRAINING_ERP_ACCOUNTANTS_PREMISE', 'SERVICE', 1),
        item('HW_RECEIPT_PRINTER_PREMISE', 'HARDWARE', 1),
        item('HW_CASH_DRAWER_PREMISE', 'HARDWARE', 2),
      ]);
      expect(html).not.toMatch(LICENCE);
      const solution = render(language, [item('ORIONI_ERP_PREMISE', 'SOLUTION', 1)]);
      expect(solution).toMatch(LICENCE);
    },
  );
});

describe('issue 39 item 25: "+" on the first unit’s line says why it does nothing', () => {
  /** The plus button of the row of `key`, and the text its aria-describedby names. */
  const plusOf = (html: string, key: string) => {
    const row = html.slice(html.indexOf(`data-key="${key}"`));
    const button = row.match(/<button[^>]*aria-label="[^"]*"[^>]*>/g)?.[1] ?? '';
    const describedBy = button.match(/aria-describedby="([^"]+)"/)?.[1];
    const note = describedBy ? html.match(new RegExp(`id="${describedBy}"[^>]*>([^<]+)<`))?.[1] : undefined;
    return { button, note };
  };

  it.each(['KA', 'EN', 'RU'] as const)('%s: focusable, aria-disabled, described by a visible reason', (language) => {
    // Quantity 1 of a first purchase: the first unit alone, nothing on another line.
    const alone = plusOf(render(language, [item('ORIONI_ERP_PREMISE', 'SOLUTION', 1, true, 90_000)]), 'ORIONI_ERP_PREMISE_BASIC');
    expect(alone.button).toContain('aria-disabled="true"');
    expect(alone.button).not.toMatch(/\sdisabled=""/);
    expect(alone.note).toBeTruthy();
    // Quantity 3: the other two on the regular line, which the reason names.
    const split = plusOf(render(language, [item('ORIONI_ERP_PREMISE', 'SOLUTION', 3, true, 90_000)]), 'ORIONI_ERP_PREMISE_BASIC');
    expect(split.note).toContain('ORIONI_ERP_PREMISE');
    expect(split.note).not.toBe(alone.note);
  });
});
