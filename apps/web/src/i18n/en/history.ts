import type { PricePeriod } from '@orioni/contracts/constants';

/** The history texts in English: the source of the keys, which the other catalogues must match. */
export const history = {
  title: 'Transaction history',
  intro: 'Every payment made with your saved card.',
  paymentId: 'Payment ID',
  payment: (id: number) => `Payment #${id}`,
  date: 'Payment date',
  idNumber: 'ID number',
  amount: 'Amount',
  product: 'Product name',
  itemId: 'Item ID',
  period: 'Period',
  quantity: 'Qty',
  price: 'Price',
  periods: { M1: 'Monthly', Y1: 'Annual', PREMISE: 'On-premise' } as Record<PricePeriod, string>,
  viewReceipt: 'Receipt',
  openReceipt: (id: number) => `Open the receipt of payment ${id}`,
  receiptTitle: (id: number) => `Order #${id}`,
  orderNumber: 'Order number',
  total: 'Total',
  email: 'E-mail',
  loading: 'Loading…',
  noDataTitle: 'No data',
  noDataText: 'The payment history could not be loaded. Please try again later.',
  retry: 'Try again',
  emptyTitle: 'No payments found',
  emptyText: 'Your payments will appear here after your first purchase.',
  receiptNotFound: 'This receipt was not found.',
  close: 'Close',
  pages: 'Payment history pages',
  previous: 'Previous page',
  next: 'Next page',
  page: (n: number) => `Page ${n}`,
  browse: 'Browse products',
};

export type HistoryTexts = typeof history;
