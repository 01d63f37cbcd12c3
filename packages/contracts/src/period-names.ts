import type { Language, PricePeriod, ProductType, ReportPeriod } from './constants.ts';

/**
 * What a price's period is called, in each language, everywhere the product prints one: the web's
 * pages (the customer's and the console's), the receipts and credit notes (PDF), the purchase,
 * refund, renewal and notice e-mails, and the staff exports. One term per thing (docs/glossary.md),
 * written here once (issue 40 item 5); a product's type is named here too (`PRODUCT_TYPE_NAMES`).
 *
 * A one-time price (PREMISE) is named by what is bought (issue 39 item 25): a solution's is its
 * on-premise licence, hardware's a one-time purchase, a service's (a training, a data migration) a
 * one-time service. Only where the kind is not known is it what is true of all three: one-time.
 */
export const PERIOD_NAMES: Record<Language, Record<PricePeriod, string>> = {
  KA: { M1: 'ყოველთვიური', Y1: 'წლიური', PREMISE: 'სამუდამო ლიცენზია' },
  EN: { M1: 'Monthly', Y1: 'Annual', PREMISE: 'On-premise licence' },
  RU: { M1: 'Ежемесячно', Y1: 'Ежегодно', PREMISE: 'Бессрочная лицензия' },
};

/** A one-time (PREMISE) price by the kind of product bought. */
export const ONE_TIME_NAMES: Record<Language, Record<ProductType, string>> = {
  KA: { SOLUTION: PERIOD_NAMES.KA.PREMISE, HARDWARE: 'ერთჯერადი შენაძენი', SERVICE: 'ერთჯერადი მომსახურება' },
  EN: { SOLUTION: PERIOD_NAMES.EN.PREMISE, HARDWARE: 'One-time purchase', SERVICE: 'One-time service' },
  RU: { SOLUTION: PERIOD_NAMES.RU.PREMISE, HARDWARE: 'Разовая покупка', SERVICE: 'Разовая услуга' },
};

/**
 * The period names keyed by the console's report periods (its filters; MONTH1, MONTH12, UNLIMITED):
 * the same words as `PERIOD_NAMES`.
 */
export const REPORT_PERIOD_NAMES: Record<Language, Record<ReportPeriod, string>> = {
  KA: { MONTH1: PERIOD_NAMES.KA.M1, MONTH12: PERIOD_NAMES.KA.Y1, UNLIMITED: PERIOD_NAMES.KA.PREMISE },
  EN: { MONTH1: PERIOD_NAMES.EN.M1, MONTH12: PERIOD_NAMES.EN.Y1, UNLIMITED: PERIOD_NAMES.EN.PREMISE },
  RU: { MONTH1: PERIOD_NAMES.RU.M1, MONTH12: PERIOD_NAMES.RU.Y1, UNLIMITED: PERIOD_NAMES.RU.PREMISE },
};

/**
 * What a product's type (the catalogue's kind) is called: the console's filter and details and the
 * staff exports' Type column.
 */
export const PRODUCT_TYPE_NAMES: Record<Language, Record<ProductType, string>> = {
  KA: { SOLUTION: 'გადაწყვეტილება', SERVICE: 'სერვისი', HARDWARE: 'აპარატურა' },
  EN: { SOLUTION: 'Solution', SERVICE: 'Service', HARDWARE: 'Hardware' },
  RU: { SOLUTION: 'Решение', SERVICE: 'Услуга', HARDWARE: 'Оборудование' },
};

/** A one-time price whose product's kind is not known (a product no longer in the catalogue). */
export const ONE_TIME_NAME: Record<Language, string> = { KA: 'ერთჯერადი', EN: 'One-time', RU: 'Разово' };

/**
 * The name of `period` in `language` for a product of `kind` (the catalogue's product type; a
 * training is a service). Monthly and annual are the same for every kind.
 */
export function periodName(period: PricePeriod, kind: ProductType | null | undefined, language: Language): string {
  if (period !== 'PREMISE') return PERIOD_NAMES[language][period] ?? period;
  return kind ? ONE_TIME_NAMES[language][kind] : ONE_TIME_NAME[language];
}
