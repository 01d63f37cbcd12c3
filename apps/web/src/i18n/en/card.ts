/** The card texts in English: the source of the keys, which the other catalogues must match. */
export const card = {
  cardTermsTitle: 'Add a payment card',
  cardTermsText:
    'To pay, save a card on the bank’s secure page. Orioni never sees or stores your card number; we keep only the bank’s token and the last four digits. Saved cards are charged for the purchases you confirm and for your subscription renewals.',
  cardTermsAgree: 'I agree to save my card and to the terms of use',
  cardTermsRequired: 'Please accept the terms to continue',
  continueToBank: 'Continue to the bank',
  cardSuccessTitle: 'Your card is saved',
  cardFailureTitle: 'The card was not saved',
  cardFailureText: 'The bank could not save your card. Please try again or use another card.',
  cardCancelledTitle: 'No card was added',
  cardCancelledText: 'You left the bank’s page before saving a card. Nothing was charged; you can add a card whenever you are ready.',
  cancel: 'Cancel',
  close: 'Close',
};

export type CardTexts = typeof card;
