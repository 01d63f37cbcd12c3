import { describe, expect, it } from 'vitest';
import type { BillingItem } from '@orioni/contracts/entities';
import {
  initialProductsState,
  productsReducer,
  routeAfterLocate,
  withPaid,
  type ProductsAction,
  type ProductsState,
} from './products-state';

const item = (id: number, overrides: Partial<BillingItem> = {}): BillingItem => ({
  purchasedItemId: id,
  paymentId: 1,
  itemName: `Item ${id}`,
  createTime: '2026-01-01T00:00:00Z',
  lastPaymentTime: null,
  nextPaymentTime: null,
  overdueDays: null,
  status: 'ACTIVE',
  unitCost: 1000,
  upcomingPayment: 1000,
  price: 1000,
  quantity: 1,
  period: 'M1',
  idNumber: null,
  product: { productKey: 'CRM_M1' },
  amountDue: 0,
  duePeriods: [],
  ...overrides,
});
const overdue = (id: number) =>
  item(id, { overdueDays: 3, amountDue: 1000, duePeriods: [{ periodStart: '2026-01-01', periodEnd: '2026-02-01', amount: 1000 }] });

const run = (state: ProductsState, ...actions: ProductsAction[]) => actions.reduce(productsReducer, state);
const onTab = (routeId = 'billing') => initialProductsState(routeId, null, null, 10);

describe('current products: the page state (issue 27 item 3)', () => {
  it('starts from the route: a tab, an item to locate, or the place kept at the bank', () => {
    expect(onTab('billing')).toMatchObject({ tab: 'billing', locateId: null, offset: 0, limit: 10 });
    expect(onTab('0')).toMatchObject({ tab: 'onPremise', locateId: null });
    expect(onTab('17')).toMatchObject({ tab: null, locateId: 17, activeId: 17 });
    const back = initialProductsState('0', 'failure', { itemId: 42, offset: 20, limit: 10 }, 10);
    expect(back).toMatchObject({ tab: 'billing', locateId: 42, offset: 20, resultOpen: 'failure' });
  });

  it('applies the typed search once settled, trimmed, from the first page', () => {
    const paged = run(onTab(), { type: 'page', offset: 20 }, { type: 'typed', value: '  crm ' });
    expect(paged).toMatchObject({ search: '', offset: 20, searchInput: '  crm ' });
    const settled = productsReducer(paged, { type: 'searchSettled' });
    expect(settled).toMatchObject({ search: 'crm', offset: 0 });
    expect(productsReducer(settled, { type: 'searchSettled' })).toBe(settled);
  });

  it('a new tab clears the search and the page; the same tab changes nothing', () => {
    const searched = run(onTab(), { type: 'typed', value: 'crm' }, { type: 'searchSettled' }, { type: 'page', offset: 10 });
    expect(productsReducer(searched, { type: 'tab', tab: 'billing' })).toBe(searched);
    expect(productsReducer(searched, { type: 'tab', tab: 'onPremise' })).toMatchObject({
      tab: 'onPremise',
      search: '',
      searchInput: '',
      offset: 0,
    });
  });

  it('follows a route it did not make: a new item is located, a new tab shown', () => {
    const state = onTab('billing');
    expect(productsReducer(state, { type: 'route', routeId: 'billing' })).toBe(state);
    expect(productsReducer(state, { type: 'route', routeId: '9' })).toMatchObject({ routeId: '9', tab: null, locateId: 9 });
    expect(productsReducer(state, { type: 'route', routeId: '0' })).toMatchObject({ tab: 'onPremise', offset: 0 });
    const open = run(state, { type: 'open', kind: 'pay', item: overdue(5) }, { type: 'route', routeId: '5' });
    expect(open).toMatchObject({ routeId: '5', tab: 'billing', locateId: null, dialog: 'pay' });
  });

  it('a located overdue item opens Pay now, or waits for the card result to close', () => {
    const located = productsReducer(onTab('5'), { type: 'located', item: overdue(5), failed: false });
    expect(located).toMatchObject({ tab: 'billing', activeId: 5, dialog: 'pay', located: 5 });
    expect(productsReducer(located, { type: 'located', item: overdue(5), failed: false })).toBe(located);
    const back = initialProductsState('0', 'success', { itemId: 5, offset: 0, limit: 10 }, 10);
    const waiting = productsReducer(back, { type: 'located', item: overdue(5), failed: false });
    expect(waiting).toMatchObject({ dialog: null, pendingPay: { purchasedItemId: 5 } });
    expect(productsReducer(waiting, { type: 'resultClosed' })).toMatchObject({ resultOpen: null, pendingPay: null });
  });

  it('an item that is not found shows On-premise (or Billing when the lookup failed), with no row active', () => {
    expect(productsReducer(onTab('5'), { type: 'located', item: null, failed: false })).toMatchObject({ tab: 'onPremise', activeId: null });
    expect(productsReducer(onTab('5'), { type: 'located', item: null, failed: true })).toMatchObject({ tab: 'billing' });
    expect(productsReducer(onTab('5'), { type: 'located', item: item(5, { period: 'PREMISE' }), failed: false })).toMatchObject({
      tab: 'onPremise',
      dialog: null,
    });
  });

  it('routes after locating: to the overdue item, to On-premise when missing, else nowhere', () => {
    expect(routeAfterLocate({ tab: null, resultOpen: null }, overdue(5), false)).toBe(5);
    expect(routeAfterLocate({ tab: null, resultOpen: 'success' }, overdue(5), false)).toBeNull();
    expect(routeAfterLocate({ tab: null, resultOpen: null }, item(5), false)).toBeNull();
    expect(routeAfterLocate({ tab: null, resultOpen: null }, null, false)).toBe('onPremise');
    expect(routeAfterLocate({ tab: null, resultOpen: null }, null, true)).toBeNull();
    expect(routeAfterLocate({ tab: 'billing', resultOpen: null }, null, false)).toBeNull();
  });

  it('a dialog does not close while its request runs; a declined card is remembered until the next try', () => {
    const busy = run(onTab(), { type: 'open', kind: 'pay', item: overdue(5) }, { type: 'payStarted' });
    expect(productsReducer(busy, { type: 'close' })).toBe(busy);
    const declined = run(busy, { type: 'failed', error: 'no', declined: true }, { type: 'settled' });
    expect(declined).toMatchObject({ busy: false, declined: true, actionError: 'no', dialog: 'pay' });
    expect(productsReducer(declined, { type: 'payStarted' })).toMatchObject({ declined: false, actionError: null });
    expect(productsReducer(declined, { type: 'close' })).toMatchObject({ dialog: null, declined: false, actionError: null });
  });

  it('a paid item shows nothing due before the list reloads; a changed debt shows the new lines', () => {
    const paid = run(onTab(), { type: 'open', kind: 'pay', item: overdue(5) }, { type: 'paid', itemId: 5 });
    expect(paid.dialog).toBe('paid');
    expect(withPaid(paid, overdue(5))).toMatchObject({ overdueDays: null, amountDue: 0, duePeriods: [] });
    expect(withPaid(paid, overdue(6)).amountDue).toBe(1000);
    const fresh = { ...overdue(5), amountDue: 2000 };
    const changed = run(onTab(), { type: 'open', kind: 'pay', item: overdue(5) }, { type: 'amountChanged', fresh, error: 'changed' });
    expect(changed).toMatchObject({ dialogItem: { amountDue: 2000 }, actionError: 'changed' });
    expect(productsReducer(changed, { type: 'amountChanged', fresh: null, error: 'x' }).dialogItem?.amountDue).toBe(2000);
  });

  it('no card to charge goes straight to the card terms; cancelling ends on the canceled dialog', () => {
    expect(productsReducer(onTab(), { type: 'needsCard', termsError: 'add a card' })).toMatchObject({
      dialog: 'terms',
      termsError: 'add a card',
    });
    const canceled = run(
      onTab(),
      { type: 'open', kind: 'cancel', item: item(5) },
      { type: 'cancelStarted' },
      {
        type: 'canceled',
        name: 'Item 5',
        endDate: '2026-03-01',
      },
    );
    expect(canceled).toMatchObject({ dialog: 'canceled', canceled: { name: 'Item 5', endDate: '2026-03-01' }, busy: true });
  });
});

describe('issue 39 item 23: the tab that needs attention', () => {
  it('a bare /currentproducts opens Subscriptions while one is overdue', () => {
    const bare = initialProductsState(undefined, null, null, 10);
    expect(bare.tab).toBe('onPremise');
    expect(productsReducer(bare, { type: 'attention', overdue: 2 })).toMatchObject({ tab: 'billing', offset: 0, search: '' });
    // Nothing overdue: the on-premise tab stays.
    expect(productsReducer(bare, { type: 'attention', overdue: 0 })).toBe(bare);
  });

  it('an explicit 0 or billing (decision 1), an item, the place kept at the bank or a chosen tab keeps its tab', () => {
    for (const state of [
      onTab('0'),
      onTab('billing'),
      onTab('17'),
      initialProductsState(undefined, 'success', { itemId: 42, offset: 0, limit: 10 }, 10),
      // The customer chose On-premise: the page put it in the route.
      run(
        initialProductsState(undefined, null, null, 10),
        { type: 'tab', tab: 'billing' },
        { type: 'route', routeId: 'billing' },
        { type: 'tab', tab: 'onPremise' },
        { type: 'route', routeId: '0' },
      ),
    ]) {
      const next = productsReducer(state, { type: 'attention', overdue: 3 });
      expect(next.tab).toBe(state.tab);
    }
  });
});
