import type { OfferPage } from '@orioni/contracts/constants';

/** Decision 4: the standard services page shows items whose offerPage is empty, standard or all. */
export const isStandardItem = (offerPage: OfferPage | undefined): boolean => !offerPage || offerPage === 'standard' || offerPage === 'all';

/** …and the offer variant shows only offer or all. */
export const isOfferItem = (offerPage: OfferPage | undefined): boolean => offerPage === 'offer' || offerPage === 'all';
