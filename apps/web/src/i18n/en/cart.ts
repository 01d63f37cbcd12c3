import type { PricePeriod } from '@orioni/contracts/constants';

/** The cart texts in English: the source of the keys, which the other catalogues must match. */
export const cart = {
  cartTitle: 'Cart',
  sections: { PREMISE: 'One-time purchases', M1: 'Monthly subscriptions', Y1: 'Annual subscriptions' } as Record<PricePeriod, string>,
  perPeriod: { PREMISE: 'one-time', M1: 'per month', Y1: 'per year' } as Record<PricePeriod, string>,
  product: 'Product',
  quantity: 'Quantity',
  quantityOf: (name: string) => `Quantity of ${name}`,
  increase: (name: string) => `Add one ${name}`,
  decrease: (name: string) => `Remove one ${name}`,
  unitPrice: 'Unit price',
  lineTotal: 'Total',
  total: 'Total',
  totalToPay: 'Total to pay',
  basicNote: 'First unit at the introductory price',
  basicMoreBelow: (name: string) =>
    `Only the first unit has the introductory price: add more units on the other “${name}” line, at the regular price.`,
  basicMoreFromPage:
    'Only the first unit has the introductory price: to buy more, add the product again from its page; further units cost the regular price.',
  firstUnit: (price: string) => `first unit ${price} on a first purchase`,
  totalFirstUnit: (price: string) => `Your first purchase of this product: the first unit costs ${price}.`,
  // A refused card (issue 25 item 6)
  useAnotherCard: 'Use another card',
  changeCard: 'Change card',
  declinedHint: 'The bank refused this card. Add another card on the bank’s secure page; your cart and details stay as they are.',
  clearCart: 'Clear cart',
  clearTitle: 'Clear the cart?',
  clearText: 'Every product will be removed from your cart.',
  clearConfirm: 'Yes, clear it',
  cancel: 'Cancel',
  close: 'Close',
  emptyTitle: 'Your cart is empty',
  emptyText: 'Choose a solution, service or hardware and it will appear here.',
  browse: 'Browse products',
  goToCart: 'Go to cart',
  cartList: 'Products in your cart',
  loading: 'Loading…',
  updated: 'Cart updated',
  updateFailed: 'The cart could not be updated. Please try again.',
  next: 'Next',
  // Checkout
  checkoutTitle: 'Payer details',
  checkoutIntro: 'The receipts and the licences are issued to these details.',
  firstName: 'First name',
  lastName: 'Last name',
  idNumber: 'Personal ID number',
  companyName: 'Company name',
  companyNumber: 'Company identification number',
  taxNumberRegistered: 'Registered at the Revenue Service:',
  taxNumberVatPayer: 'VAT payer',
  taxNumberUnknown: 'This number is not found at the Revenue Service.',
  director: 'Director',
  fieldOfActivity: 'Field of activity',
  latinHint: 'Latin letters',
  idStored: 'Saved in your profile',
  savePersonalInfo: 'Save these details in my profile',
  card: 'Payment card',
  noCard: 'No card saved yet. You will add one on the bank’s secure page.',
  checkout: 'Checkout',
  // Card
  // Training e-mails
  trainingTitle: 'Training participants',
  trainingText: 'Enter an e-mail for each training seat. Each participant receives the invitation there.',
  seat: (n: number, name: string) => `${name}, seat ${n}`,
  continue: 'Continue',
  // Pay
  payTitle: 'Confirm payment',
  payText: 'Your saved card will be charged for the total below.',
  payWith: 'Card',
  payNow: 'Pay',
  payFailedTitle: 'The payment did not go through',
  /** The bank has the payment and has not decided it yet (PAYMENT_PENDING). */
  bankProcessing:
    'The bank is still processing your payment. We will confirm it as soon as the bank answers; you will not be charged twice.',
  /** While the browser goes to the bank's page to pay the cart (Bank of Georgia). */
  toBankPage: 'Opening the bank’s secure payment page…',
  // Add to cart
  choosePrice: 'Choose a plan',
  addButton: 'Add to cart',
  quantityZero: 'Choose a quantity of at least 1',
  conflictTitle: 'Your cart already holds a related product',
  conflictText: 'Keep both, or remove the product already in the cart?',
  conflictAdd: 'Add anyway',
  conflictRemove: 'Remove and add',
  added: (name: string) => `${name} was added to your cart`,
  // Buying a support already in the cart takes it out (R4.qty.03)
  removeFromCart: 'Remove from cart',
  alreadyInCart: (plan: string) => `${plan} is already in your cart. Buying it again takes it out of the cart.`,
};

export type CartTexts = typeof cart;
