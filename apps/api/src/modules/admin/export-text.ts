import { toLocale, type Language, type Locale, type PricePeriod, type ProductType } from '@orioni/contracts';
import { periodName, PRODUCT_TYPE_NAMES } from '@orioni/contracts/period-names';

/**
 * The exports' words in the console's language (issue 26 item 3): the column headers, and the
 * statuses, customer types, product types and comments as the console shows them (the
 * same wording as apps/web/src/i18n/{ka,en,ru}/admin.ts). Every column stays; only its header and
 * the words in its cells follow the language. A period and a product type are named by contracts'
 * one table (`periodName`, `PRODUCT_TYPE_NAMES`), the words the screens show; a one-time period by
 * what was bought (issue 39 items 25 and 40, issue 40 item 5; `export-words.test.ts` checks it).
 */
const EN = {
  sheets: { users: 'Users', purchases: 'Purchases', payments: 'Payments' },
  headers: {
    userId: 'User ID',
    backOfficeId: 'Back-office ID',
    fullName: 'Full name',
    customerType: 'Customer type',
    email: 'E-mail',
    idNumber: 'ID / CIN',
    mobile: 'Mobile',
    status: 'Status',
    registered: 'Registered',
    notes: 'Notes',
    itemId: 'Item ID',
    checkId: 'Check ID',
    customer: 'Customer',
    product: 'Product',
    productKey: 'Product key',
    type: 'Type',
    period: 'Period',
    comment: 'Comment',
    firstPurchase: 'First purchase',
    purchased: 'Purchased',
    lastPayment: 'Last payment',
    nextPayment: 'Next payment',
    overdueDays: 'Overdue days',
    quantity: 'Quantity',
    unitPrice: 'Unit price (GEL)',
    price: 'Price (GEL)',
    firstPayment: 'First payment (GEL)',
    debt: 'Debt (GEL)',
    paymentId: 'Payment ID',
    documentNumber: 'Document number',
    externalId: 'External ID',
    date: 'Date',
    amount: 'Amount (GEL)',
    vatRate: 'VAT rate',
    vat: 'VAT (GEL)',
    amountWithoutVat: 'Amount without VAT (GEL)',
    products: 'Products',
  },
  yes: 'Yes',
  no: 'No',
  customerTypes: { PHYSICAL: 'Individual', LEGAL: 'Company' },
  userStatuses: { INCOMPLETE: 'Incomplete', VERIFIED: 'Verified', DEMO: 'Demo', PAYED: 'Paid' },
  itemStatuses: { ACTIVE: 'Active', CANCELING: 'Canceling', CANCELED: 'Canceled' },
  comments: {
    REGISTRATION_1C_CONNECT: '1C Connect registration',
    REGISTRATION_1C_PORTAL: '1C Portal registration',
    DB_URL: 'Database URL',
  },
};

export type ExportText = typeof EN & {
  /** A product type's name in the export's language (contracts' `PRODUCT_TYPE_NAMES`). */
  productTypes: Record<ProductType, string>;
  /** A period's name in the export's language (contracts' `periodName`): a one-time one by the product's kind. */
  period: (period: PricePeriod, kind: ProductType | null | undefined) => string;
};

const TEXT: Record<Locale, typeof EN> = {
  en: EN,
  ka: {
    sheets: { users: 'მომხმარებლები', purchases: 'შენაძენები', payments: 'გადახდები' },
    headers: {
      userId: 'მომხმარებლის ID',
      backOfficeId: 'ბექ-ოფისის ID',
      fullName: 'სახელი და გვარი',
      customerType: 'კლიენტის ტიპი',
      email: 'ელფოსტა',
      idNumber: 'პირადი ნომერი / ს/კ',
      mobile: 'მობილურის ნომერი',
      status: 'სტატუსი',
      registered: 'რეგისტრაციის თარიღი',
      notes: 'პირადი ბმული',
      itemId: 'შენაძენის ID',
      checkId: 'ქვითრის ID',
      customer: 'კლიენტი',
      product: 'პროდუქტი',
      productKey: 'პროდუქტის გასაღები',
      type: 'ტიპი',
      period: 'პერიოდი',
      comment: 'კომენტარი',
      firstPurchase: 'პირველი შენაძენი',
      purchased: 'შეძენის თარიღი',
      lastPayment: 'ბოლო გადახდა',
      nextPayment: 'შემდეგი გადახდა',
      overdueDays: 'დაგვიანების დღეები',
      quantity: 'რაოდენობა',
      unitPrice: 'ერთეულის ფასი (₾)',
      price: 'ფასი (₾)',
      firstPayment: 'პირველი გადახდა (₾)',
      debt: 'დავალიანება (₾)',
      paymentId: 'გადახდის ID',
      documentNumber: 'დოკუმენტის ნომერი',
      externalId: 'გარე ID',
      date: 'თარიღი',
      amount: 'თანხა (₾)',
      vatRate: 'დღგ-ს განაკვეთი',
      vat: 'დღგ (₾)',
      amountWithoutVat: 'თანხა დღგ-ს გარეშე (₾)',
      products: 'პროდუქტები',
    },
    yes: 'დიახ',
    no: 'არა',
    customerTypes: { PHYSICAL: 'ფიზიკური პირი', LEGAL: 'კომპანია' },
    userStatuses: { INCOMPLETE: 'დაუსრულებელი', VERIFIED: 'დადასტურებული', DEMO: 'დემო', PAYED: 'გადახდილი' },
    itemStatuses: { ACTIVE: 'აქტიური', CANCELING: 'უქმდება', CANCELED: 'გაუქმებული' },
    comments: {
      REGISTRATION_1C_CONNECT: '1C Connect-ში რეგისტრაცია',
      REGISTRATION_1C_PORTAL: '1C-ის პორტალზე რეგისტრაცია',
      DB_URL: 'მონაცემთა ბაზის URL',
    },
  },
  ru: {
    sheets: { users: 'Пользователи', purchases: 'Покупки', payments: 'Платежи' },
    headers: {
      userId: 'ID пользователя',
      backOfficeId: 'ID в бэк-офисе',
      fullName: 'Полное имя',
      customerType: 'Тип клиента',
      email: 'Электронная почта',
      idNumber: 'Личный номер / код компании',
      mobile: 'Мобильный телефон',
      status: 'Статус',
      registered: 'Дата регистрации',
      notes: 'Персональная ссылка',
      itemId: 'ID покупки',
      checkId: 'ID чека',
      customer: 'Клиент',
      product: 'Продукт',
      productKey: 'Ключ продукта',
      type: 'Тип',
      period: 'Период',
      comment: 'Комментарий',
      firstPurchase: 'Первая покупка',
      purchased: 'Дата покупки',
      lastPayment: 'Последний платёж',
      nextPayment: 'Следующий платёж',
      overdueDays: 'Дней просрочки',
      quantity: 'Количество',
      unitPrice: 'Цена за единицу (₾)',
      price: 'Цена (₾)',
      firstPayment: 'Первый платёж (₾)',
      debt: 'Задолженность (₾)',
      paymentId: 'ID платежа',
      documentNumber: 'Номер документа',
      externalId: 'Внешний ID',
      date: 'Дата',
      amount: 'Сумма (₾)',
      vatRate: 'Ставка НДС',
      vat: 'НДС (₾)',
      amountWithoutVat: 'Сумма без НДС (₾)',
      products: 'Продукты',
    },
    yes: 'Да',
    no: 'Нет',
    customerTypes: { PHYSICAL: 'Физическое лицо', LEGAL: 'Компания' },
    userStatuses: { INCOMPLETE: 'Не завершён', VERIFIED: 'Подтверждён', DEMO: 'Демо', PAYED: 'Оплачен' },
    itemStatuses: { ACTIVE: 'Активна', CANCELING: 'Отменяется', CANCELED: 'Отменена' },
    comments: {
      REGISTRATION_1C_CONNECT: 'Регистрация в 1C Connect',
      REGISTRATION_1C_PORTAL: 'Регистрация на портале 1C',
      DB_URL: 'URL базы данных',
    },
  },
};

/** The exports' words in a language. */
export const exportText = (language: Language): ExportText => ({
  ...TEXT[toLocale(language)],
  productTypes: PRODUCT_TYPE_NAMES[language],
  period: (period, kind) => periodName(period, kind, language),
});

/** A code's word in `words`, or the code itself when it has none (a value added after this table). */
export const wordOf = (words: Record<string, string>, code: string | null | undefined): string | null =>
  code ? (words[code] ?? code) : null;
