/** Content of the signed-in pages and the auth modal (profile, auth, cart, billing, history) and product labels. */
const T = (ka, en, ru) => ({ ka, en, ru });

export const accountTexts = {
  'product-texts': {
    periodTitles: {
      M1: T('თვიური', 'Monthly', 'Ежемесячно'),
      Y1: T('წლიური', 'Annual', 'Ежегодно'),
      // After a price of any kind (a licence, a printer, a training): what is true of each (issue 39 item 25).
      PREMISE: T('ერთჯერადი გადახდა', 'One-time payment', 'Разовая оплата'),
      DEMO: T('უფასო დემო', 'Free demo', 'Бесплатное демо'),
    },
    from: T('{price}-დან', 'from {price}', 'от {price}'),
    firstPurchase: T('პირველი შეძენისას', 'on first purchase', 'при первой покупке'),
    vatIncluded: T('დღგ-ს ჩათვლით', 'VAT included', 'с НДС'),
  },
  // Profile, auth, transaction and current products read no content today: their labels, buttons and
  // messages are interface texts (apps/web/src/i18n, ADR 016). The types stay so editors can add copy.
  profile: {},
  auth: {},
  transaction: {},
  // The card-result dialog of the cart reads these; the cart's other texts are interface texts.
  cart: {
    addCardSuccessTitle: T('ბარათი დამატებულია', 'Card added', 'Карта добавлена'),
    addCardSuccessText: T('ახლა შეგიძლიათ შეკვეთის დასრულება.', 'You can now complete your order.', 'Теперь можно завершить заказ.'),
    addCardFailureTitle: T('ბარათი ვერ დაემატა', 'The card could not be added', 'Не удалось добавить карту'),
    addCardFailureText: T(
      'სცადეთ ხელახლა ან გამოიყენეთ სხვა ბარათი.',
      'Try again or use another card.',
      'Попробуйте снова или используйте другую карту.',
    ),
  },
  'current-products': {},
};
