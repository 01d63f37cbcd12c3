/**
 * Which products each services variant shows (decision 4), zod-free and shared: the content API
 * builds the offer list with `isOfferItem`, the standard services page filters with `isStandardItem`.
 */
import type { OfferPage } from './constants.ts';

/** The standard services page shows items whose offerPage is empty, standard or all. */
export const isStandardItem = (offerPage: OfferPage | undefined): boolean => !offerPage || offerPage === 'standard' || offerPage === 'all';

/** The offer page shows only offer or all. */
export const isOfferItem = (offerPage: OfferPage | undefined): boolean => offerPage === 'offer' || offerPage === 'all';
