import { describe, expect, it } from 'vitest';
import type { ProductPriceContent, CartRemoveModalContent } from '@orioni/contracts/content';
import type { CartItem } from '@orioni/contracts/entities';
import { serverQuantity, splitFirstPurchase } from '@orioni/contracts/cart-rules';
import { brandName, lastFour } from '@/lib/saved-card';
import { addModalWidth, conflicts, preselectedPrice, sellablePrices, trainingSeats } from './cart-logic';

const price = (productKey: string, period: ProductPriceContent['period'], isDemo = false): ProductPriceContent => ({
  productKey,
  period,
  isDemo,
  price: 1000,
  basePrice: null,
  oldPrice: null,
  sale: null,
  title: productKey,
  info: null,
});

const item = (key: string, quantity: number, over: Partial<CartItem> = {}): CartItem => ({
  product: { productKey: key, price: 1000, basePrice: null, period: 'M1', type: 'SOLUTION', name: key, slug: null },
  quantity,
  productId: 1,
  productQwt: quantity,
  hasBasicItem: false,
  isPermise: false,
  firstPurchase: false,
  training: false,
  countable: true,
  fixedQuantity: false,
  porting: false,
  ...over,
});

describe('add-to-cart modal', () => {
  it('excludes demo prices and sizes the modal by the non-demo count', () => {
    const prices = [price('A_DEMO', 'M1', true), price('A_M1', 'M1')];
    expect(sellablePrices(prices).map((p) => p.productKey)).toEqual(['A_M1']);
    expect(addModalWidth(prices)).toBe(500);
    expect(addModalWidth([...prices, price('A_Y1', 'Y1')])).toBe(640);
  });

  it('preselects Y1 by default, PREMISE among one or two, else the first (decision 11)', () => {
    expect(preselectedPrice([price('M', 'M1'), price('Y', 'Y1'), price('P', 'PREMISE')])?.productKey).toBe('Y');
    expect(preselectedPrice([price('M', 'M1'), price('P', 'PREMISE')])?.productKey).toBe('P');
    expect(preselectedPrice([price('M', 'M1'), price('Y', 'Y1')])?.productKey).toBe('M');
    expect(preselectedPrice([price('D', 'PREMISE', true), price('M', 'M1'), price('Y', 'Y1'), price('Y2', 'Y1')])?.productKey).toBe('Y');
    expect(preselectedPrice([price('D', 'Y1', true)])).toBeNull();
  });
});

describe('cart quantities after the split', () => {
  const items = [item('ERP_M1', 3, { firstPurchase: true, product: { ...item('ERP_M1', 3).product, basePrice: 5000 } })];
  const [rest, basic] = splitFirstPurchase(items);

  it('adds the basic unit back when the reduced line changes', () => {
    expect(serverQuantity(rest!, 5, items)).toBe(6);
    expect(serverQuantity(rest!, 0, items)).toBe(1);
  });

  it('removing the basic line takes one unit away', () => {
    expect(serverQuantity(basic!, 0, items)).toBe(2);
    expect(serverQuantity(basic!, 1, items)).toBe(3);
  });

  it('plain lines send what is shown', () => {
    expect(serverQuantity({ basic: false, hasBasicItem: false, product: { productKey: 'X' } }, 4, [])).toBe(4);
  });
});

describe('buy-click conflicts', () => {
  const modal: CartRemoveModalContent = {
    title: '',
    description: '',
    addButton: '',
    removeButton: '',
    checkProduct: ['A_M1'],
    blocker: ['B_Y1'],
  };
  it('names the cart lines from checkProduct and blocker', () => {
    const found = conflicts(modal, [item('A_M1', 1), item('B_Y1', 1), item('C', 1)]);
    expect(found.checked.map((i) => i.product.productKey)).toEqual(['A_M1']);
    expect(found.blockers.map((i) => i.product.productKey)).toEqual(['B_Y1']);
    expect(conflicts(null, [item('A_M1', 1)])).toEqual({ checked: [], blockers: [] });
  });
});

describe('checkout helpers', () => {
  it('asks one e-mail per training seat', () => {
    expect(trainingSeats([item('T', 3, { training: true }), item('X', 2)])).toHaveLength(3);
  });
  it('shows the brand from the first digit and the last four digits', () => {
    expect(brandName('424242******4242')).toBe('Visa');
    expect(brandName('5100********0001')).toBe('Mastercard');
    expect(brandName('2221********0001')).toBe('Mastercard');
    expect(lastFour('424242******4242')).toBe('4242');
  });
});
