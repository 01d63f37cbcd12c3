/** Staff billing actions (admin console) and the customer's undo of a cancellation (issue 28, ADR 032). */
export const billingActions = {
  // Customer: current products
  undoCancel: 'Undo cancellation',
  undoCancelFor: (name: string) => `Undo the cancellation of ${name}`,
  undoTitle: 'Keep the subscription?',
  undoText: (name: string, date: string, amount: string) =>
    `${name} will not end. It renews on ${date} and ${amount} is charged from your saved card, as before.`,
  undoConfirm: 'Keep the subscription',
  undone: (name: string) => `${name} renews as before.`,
  back: 'Back',

  // Staff
  actions: 'Payment actions',
  refund: 'Refund',
  refundFor: (id: number) => `Refund payment #${id}`,
  refundTitle: (id: number) => `Refund payment #${id}`,
  refundIntro: (name: string) =>
    `Choose the lines and the amount to give back to ${name}. The money goes back to the card the payment was made with.`,
  paid: 'Paid',
  refunded: 'Refunded',
  left: 'Left',
  amountToRefund: (product: string) => `Amount to refund for ${product}, ₾`,
  refundSummary: (amount: string, name: string) => `${amount} will be refunded to ${name} through the bank and e-mailed to them.`,
  nothingLeft: 'Everything paid on this payment has been refunded.',
  refundConfirm: (amount: string) => `Refund ${amount}`,
  refundDone: (amount: string) => `${amount} was refunded.`,
  refundPending: (amount: string) => `The bank has taken the refund of ${amount} and will finish it soon.`,
  refundHistory: (id: number, of: number) => `Refund #${id} · of payment #${of}`,
  retryNow: 'Retry now',
  retryTitle: 'Charge the overdue renewal now?',
  retryText: (amount: string, name: string) =>
    `${amount} will be charged now from ${name}'s saved card, once. If it goes through, the subscription moves to its next period.`,
  cancelForCustomer: 'Cancel for the customer',
  cancelTitle: 'Cancel the subscription?',
  cancelText: (date: string) =>
    `The subscription ends on ${date}, at the end of the paid period. Nothing is charged or refunded; the customer gets the cancellation e-mail.`,
  reactivate: 'Reactivate',
  reactivateTitle: 'Reactivate the subscription?',
  reactivateText: (date: string, amount: string) => `The subscription will not end. It renews on ${date} for ${amount}.`,
  writeOff: 'Write off',
  writeOffTitle: 'Write off the overdue period?',
  writeOffText: (amount: string, date: string) =>
    `${amount} for the period from ${date} is written off: the customer owes nothing for it, nothing is charged, and the subscription moves to its next period.`,
  confirm: 'Confirm',
  done: 'Done.',
  close: 'Close',
};

export type BillingActionsTexts = typeof billingActions;
