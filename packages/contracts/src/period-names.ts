import type { Language, PricePeriod } from './constants.ts';

/**
 * What a price's period is called on the shop's own papers (receipts, refund and renewal e-mails,
 * notices, PDF documents), in each language: one term per thing, written once. The web app's
 * labels live in its message catalogues (`apps/web/src/i18n`), with the same words.
 */
export const PERIOD_NAMES: Record<Language, Record<PricePeriod, string>> = {
  KA: { M1: 'ყოველთვიური', Y1: 'წლიური', PREMISE: 'სამუდამო ლიცენზია' },
  EN: { M1: 'Monthly', Y1: 'Annual', PREMISE: 'On-premise licence' },
  RU: { M1: 'Ежемесячно', Y1: 'Ежегодно', PREMISE: 'Бессрочная лицензия' },
};
