/** The history texts in English: the source of the keys, which the other catalogues must match. */
export const history = {
  title: 'Payment history',
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
  // Issue 41: a company's payment names its tax invoice at the Revenue Service once sent.
  taxInvoice: 'Tax invoice (RS.ge)',
  receiptNotFound: 'This receipt was not found.',
  // Issue 39 items 4 and 8: paid on the bank's page, but the bank did not keep the card.
  cardNotSaved:
    'The payment went through, but the card was not saved for your next payments and renewals. Add a card in your profile, in the Payment card section.',
  addCard: 'Add a card in the profile',
  close: 'Close',
  pages: 'Payment history pages',
  previous: 'Previous page',
  next: 'Next page',
  page: (n: number) => `Page ${n}`,
  browse: 'Browse products',
};

export type HistoryTexts = typeof history;
