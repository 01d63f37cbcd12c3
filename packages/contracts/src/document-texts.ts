import type { Language } from './constants.ts';
import type { DocumentKind } from './document-rules.ts';

/**
 * The words of a payment's document (ADR 031) in each language: the API prints them on the PDF; one
 * home for them beside the rules (`document-rules.ts`). Terms from `docs/glossary.md`: a receipt
 * (ქვითარი, чек) as the glossary says; a personal ID number (პირადი ნომერი) or a company identification
 * number (საიდენტიფიკაციო კოდი).
 */
export interface DocumentTexts {
  title: Record<DocumentKind, string>;
  number: string;
  date: string;
  seller: string;
  sellerId: string;
  iban: string;
  customer: string;
  personalId: string;
  companyId: string;
  director: string;
  product: string;
  period: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  total: string;
  paidOn: string;
  card: string;
  /** A credit note names the receipt of the payment it gives money back from. */
  refundOf: (receiptNumber: string) => string;
  /** Issue 41: the tax invoice the Revenue Service holds for the payment (`ეა-70 1234567`), once sent. */
  taxInvoice: (number: string) => string;
  /** The paid period, both days: "1 Mar 2026 – 31 Mar 2026". */
  range: (from: string, to: string) => string;
  footer: string;
  /** Issue 41, decision 33: printed only when the payment was made while the seller was a VAT payer. */
  vat: {
    /** Under the seller's tax number. */
    payer: string;
    /** The lines table's column: the VAT each line's amount includes. */
    column: string;
    /** The foot, under the total: the VAT it includes at its rate ("18%"), and the total without VAT. */
    net: string;
    atRate: (percent: string) => string;
  };
}

export const DOCUMENT_TEXTS: Record<Language, DocumentTexts> = {
  KA: {
    title: { RECEIPT: 'გადახდის ქვითარი', CREDIT_NOTE: 'თანხის დაბრუნების ქვითარი' },
    number: 'ნომერი',
    date: 'თარიღი',
    seller: 'გამყიდველი',
    sellerId: 'საიდენტიფიკაციო კოდი',
    iban: 'ანგარიშის ნომერი (IBAN)',
    customer: 'მყიდველი',
    personalId: 'პირადი ნომერი',
    companyId: 'საიდენტიფიკაციო კოდი',
    director: 'დირექტორი',
    product: 'პროდუქტი',
    period: 'პერიოდი',
    quantity: 'რაოდ.',
    unitPrice: 'ერთეულის ფასი',
    amount: 'თანხა',
    total: 'სულ',
    paidOn: 'გადახდის თარიღი',
    card: 'ბარათი',
    refundOf: (n) => `თანხა დაბრუნდა გადახდიდან, ქვითარი № ${n}`,
    taxInvoice: (n) => `საგადასახადო ანგარიშ-ფაქტურა (RS.ge): ${n}`,
    range: (from, to) => `${from} – ${to}`,
    footer: 'ქვითარი შექმნილია ელექტრონულად და ხელმოწერას არ საჭიროებს.',
    vat: { payer: 'დღგ-ს გადამხდელი', column: 'მ. შ. დღგ', net: 'სულ დღგ-ს გარეშე', atRate: (p) => `მათ შორის დღგ ${p}` },
  },
  EN: {
    title: { RECEIPT: 'Payment receipt', CREDIT_NOTE: 'Credit note' },
    number: 'Number',
    date: 'Date',
    seller: 'Seller',
    sellerId: 'Company identification number',
    iban: 'Bank account (IBAN)',
    customer: 'Customer',
    personalId: 'Personal ID number',
    companyId: 'Company identification number',
    director: 'Director',
    product: 'Product',
    period: 'Period',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    total: 'Total',
    paidOn: 'Payment date',
    card: 'Card',
    refundOf: (n) => `Money given back from the payment of receipt No. ${n}`,
    taxInvoice: (n) => `Tax invoice at the Revenue Service (RS.ge): ${n}`,
    range: (from, to) => `${from} – ${to}`,
    footer: 'This document was issued electronically and is valid without a signature.',
    vat: { payer: 'Registered for VAT', column: 'incl. VAT', net: 'Total without VAT', atRate: (p) => `Including VAT ${p}` },
  },
  RU: {
    title: { RECEIPT: 'Чек об оплате', CREDIT_NOTE: 'Чек возврата' },
    number: 'Номер',
    date: 'Дата',
    seller: 'Продавец',
    sellerId: 'Идентификационный код компании',
    iban: 'Счёт (IBAN)',
    customer: 'Покупатель',
    personalId: 'Личный номер',
    companyId: 'Идентификационный код компании',
    director: 'Директор',
    product: 'Продукт',
    period: 'Период',
    quantity: 'Кол-во',
    unitPrice: 'Цена за единицу',
    amount: 'Сумма',
    total: 'Итого',
    paidOn: 'Дата оплаты',
    card: 'Карта',
    refundOf: (n) => `Возврат по оплате, чек № ${n}`,
    taxInvoice: (n) => `Налоговый счёт-фактура в Службе доходов (RS.ge): ${n}`,
    range: (from, to) => `${from} – ${to}`,
    footer: 'Документ сформирован в электронном виде и действителен без подписи.',
    vat: { payer: 'Плательщик НДС', column: 'в т. ч. НДС', net: 'Итого без НДС', atRate: (p) => `В том числе НДС ${p}` },
  },
};
