import type { PricePeriod, ProductType, ServiceCategory } from '@orioni/contracts';

export interface SeedPrice {
  productKey: string;
  period: PricePeriod;
  /** Lari, written as on a price list; stored as tetri. */
  lari: number;
  baseLari?: number;
  oldLari?: number;
  isDemo?: boolean;
}

export interface SeedProduct {
  code: string;
  slug: string;
  type: ProductType;
  category?: ServiceCategory;
  names: { ka: string; en: string; ru: string };
  countable?: boolean;
  fixedQuantity?: boolean;
  incrementOnRepeat?: boolean;
  training?: boolean;
  prices: SeedPrice[];
}

/**
 * The catalogue Orioni sells. Prices live here and in the database only; content pages embed
 * them from the database. A base price is what the first unit of a first purchase costs
 * (it includes onboarding); a demo price is a free trial.
 */
export const CATALOG: SeedProduct[] = [
  {
    code: 'ORIONI_ERP',
    slug: 'orioni-erp',
    type: 'SOLUTION',
    names: { ka: 'ორიონი ERP', en: 'Orioni ERP', ru: 'Орион ERP' },
    prices: [
      { productKey: 'ORIONI_ERP_M1', period: 'M1', lari: 149, baseLari: 299 },
      { productKey: 'ORIONI_ERP_Y1', period: 'Y1', lari: 1490, baseLari: 1790, oldLari: 1788 },
      { productKey: 'ORIONI_ERP_PREMISE', period: 'PREMISE', lari: 4900 },
      { productKey: 'ORIONI_ERP_DEMO', period: 'M1', lari: 0, isDemo: true },
    ],
  },
  {
    code: 'ORIONI_ACCOUNTING',
    slug: 'orioni-accounting',
    type: 'SOLUTION',
    names: { ka: 'ორიონი ბუღალტერია', en: 'Orioni Accounting', ru: 'Орион Бухгалтерия' },
    prices: [
      { productKey: 'ORIONI_ACCOUNTING_M1', period: 'M1', lari: 59, baseLari: 119 },
      { productKey: 'ORIONI_ACCOUNTING_Y1', period: 'Y1', lari: 590, oldLari: 708 },
      { productKey: 'ORIONI_ACCOUNTING_PREMISE', period: 'PREMISE', lari: 1900 },
      { productKey: 'ORIONI_ACCOUNTING_DEMO', period: 'M1', lari: 0, isDemo: true },
    ],
  },
  {
    code: 'ORIONI_RETAIL',
    slug: 'orioni-retail',
    type: 'SOLUTION',
    names: { ka: 'ორიონი რითეილი', en: 'Orioni Retail POS', ru: 'Орион Ритейл' },
    prices: [
      { productKey: 'ORIONI_RETAIL_M1', period: 'M1', lari: 89 },
      { productKey: 'ORIONI_RETAIL_Y1', period: 'Y1', lari: 890, oldLari: 1068 },
      { productKey: 'ORIONI_RETAIL_DEMO', period: 'M1', lari: 0, isDemo: true },
    ],
  },
  {
    code: 'ORIONI_HR',
    slug: 'orioni-hr',
    type: 'SOLUTION',
    names: { ka: 'ორიონი HR და ხელფასები', en: 'Orioni HR & Payroll', ru: 'Орион HR и зарплата' },
    prices: [
      { productKey: 'ORIONI_HR_M1', period: 'M1', lari: 69 },
      { productKey: 'ORIONI_HR_Y1', period: 'Y1', lari: 690 },
      { productKey: 'ORIONI_HR_PREMISE', period: 'PREMISE', lari: 2400 },
    ],
  },
  {
    code: 'TRAINING_ERP_ACCOUNTANTS',
    slug: 'training-erp-accountants',
    type: 'SERVICE',
    category: 'trainings',
    training: true,
    names: { ka: 'ERP ტრენინგი ბუღალტრებისთვის', en: 'ERP training for accountants', ru: 'Обучение ERP для бухгалтеров' },
    prices: [{ productKey: 'TRAINING_ERP_ACCOUNTANTS_PREMISE', period: 'PREMISE', lari: 350 }],
  },
  {
    code: 'TRAINING_RETAIL_CASHIERS',
    slug: 'training-retail-cashiers',
    type: 'SERVICE',
    category: 'trainings',
    training: true,
    names: { ka: 'POS ტრენინგი მოლარეებისთვის', en: 'POS training for cashiers', ru: 'Обучение кассиров работе с POS' },
    prices: [{ productKey: 'TRAINING_RETAIL_CASHIERS_PREMISE', period: 'PREMISE', lari: 180 }],
  },
  {
    code: 'SUPPORT_STANDARD',
    slug: 'support-standard',
    type: 'SERVICE',
    category: 'supports',
    countable: false,
    fixedQuantity: true,
    names: { ka: 'სტანდარტული მხარდაჭერა', en: 'Standard support', ru: 'Стандартная поддержка' },
    prices: [
      { productKey: 'SUPPORT_STANDARD_M1', period: 'M1', lari: 120 },
      { productKey: 'SUPPORT_STANDARD_Y1', period: 'Y1', lari: 1200, oldLari: 1440 },
    ],
  },
  {
    code: 'SUPPORT_PLUS',
    slug: 'support-plus',
    type: 'SERVICE',
    category: 'supports',
    incrementOnRepeat: true,
    names: { ka: 'მხარდაჭერა პლუსი', en: 'Support Plus', ru: 'Поддержка Плюс' },
    prices: [
      { productKey: 'SUPPORT_PLUS_M1', period: 'M1', lari: 240 },
      { productKey: 'SUPPORT_PLUS_Y1', period: 'Y1', lari: 2400, oldLari: 2880 },
    ],
  },
  {
    code: 'SERVICE_DATA_PORTING',
    slug: 'data-porting',
    type: 'SERVICE',
    category: 'supports',
    countable: false,
    fixedQuantity: true,
    names: { ka: 'მონაცემების გადმოტანა', en: 'Data migration and porting', ru: 'Перенос данных' },
    prices: [{ productKey: 'SERVICE_DATA_PORTING_PREMISE', period: 'PREMISE', lari: 900 }],
  },
  {
    code: 'HW_RECEIPT_PRINTER',
    slug: 'receipt-printer',
    type: 'HARDWARE',
    names: { ka: 'ჩეკის პრინტერი Epson TM-T20III', en: 'Epson TM-T20III receipt printer', ru: 'Чековый принтер Epson TM-T20III' },
    prices: [{ productKey: 'HW_RECEIPT_PRINTER_PREMISE', period: 'PREMISE', lari: 520 }],
  },
  {
    code: 'HW_BARCODE_SCANNER',
    slug: 'barcode-scanner',
    type: 'HARDWARE',
    names: { ka: 'შტრიხკოდის სკანერი Zebra DS2208', en: 'Zebra DS2208 barcode scanner', ru: 'Сканер штрихкодов Zebra DS2208' },
    prices: [{ productKey: 'HW_BARCODE_SCANNER_PREMISE', period: 'PREMISE', lari: 310 }],
  },
  {
    code: 'HW_POS_TERMINAL',
    slug: 'pos-terminal',
    type: 'HARDWARE',
    names: { ka: 'POS ტერმინალი 15"', en: '15" POS terminal', ru: 'POS-терминал 15"' },
    prices: [{ productKey: 'HW_POS_TERMINAL_PREMISE', period: 'PREMISE', lari: 1850, oldLari: 2100 }],
  },
  {
    code: 'HW_CASH_DRAWER',
    slug: 'cash-drawer',
    type: 'HARDWARE',
    names: { ka: 'ფულის უჯრა', en: 'Cash drawer', ru: 'Денежный ящик' },
    prices: [{ productKey: 'HW_CASH_DRAWER_PREMISE', period: 'PREMISE', lari: 240 }],
  },
];

export interface SeedAccount {
  email: string;
  password: string;
  role: 'USER' | 'ADMIN';
  customerType: 'PHYSICAL' | 'LEGAL';
  fullName: string;
  firstName?: string;
  lastName?: string;
  mobile: string;
  language: 'KA' | 'EN' | 'RU';
}

/** Demo accounts for development; never created with NODE_ENV=production. */
export const DEMO_ACCOUNTS: SeedAccount[] = [
  {
    email: 'customer@orioni.ge',
    password: 'Customer#2026',
    role: 'USER',
    customerType: 'PHYSICAL',
    fullName: 'Nino Beridze',
    firstName: 'Nino',
    lastName: 'Beridze',
    mobile: '+995555123456',
    language: 'KA',
  },
  {
    email: 'admin@orioni.ge',
    password: 'Admin#Orioni2026',
    role: 'ADMIN',
    customerType: 'PHYSICAL',
    fullName: 'Giorgi Kapanadze',
    firstName: 'Giorgi',
    lastName: 'Kapanadze',
    mobile: '+995599001122',
    language: 'EN',
  },
];
