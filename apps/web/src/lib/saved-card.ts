import { answer, api } from './api-client';

/** The customer's one saved card (cart and current products share it). */
export const CARD_QUERY_KEY = ['card'] as const;

export const fetchCard = (signal?: AbortSignal) => answer(api.GET('/api/payment/card', { signal }));

/** Starts saving a card: the answer is the bank page the browser goes to. */
export const startCardOrder = (successRedirectUrl: string, errorRedirectUrl: string) =>
  answer(api.POST('/api/payment/card', { params: { query: { successRedirectUrl, errorRedirectUrl } } }));

export const lastFour = (mask: string): string => mask.replace(/\D/g, '').slice(-4);

/** Card brand from the first digit: 4 Visa, 5 or 2 Mastercard (spec section 3). */
export function brandName(mask: string, brand?: string | null): string {
  const first = mask.replace(/\D/g, '')[0];
  if (first === '4') return 'Visa';
  if (first === '5' || first === '2') return 'Mastercard';
  return brand && brand !== 'OTHER' ? brand : 'Card';
}
