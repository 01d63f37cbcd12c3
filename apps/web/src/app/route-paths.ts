import { MODES, type Mode } from '@orioni/contracts/constants';

/** Offer mode: the path contains the `isOffer` segment (spec section 2). */
export const isOfferPath = (pathname: string): boolean => pathname.split('/').includes('isOffer');

export const isMode = (value: string | undefined): value is Mode => (MODES as readonly string[]).includes(value ?? '');

/** Decision 19: no footer anywhere under these paths. */
const NO_FOOTER_PREFIXES = ['/cart', '/profile', '/transactionHistory', '/currentproducts'];
export const hidesFooter = (pathname: string): boolean => NO_FOOTER_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/** The payment id in `/transactionHistory/{mode}/id/{id}`, when there is one (not 0). */
export function transactionIdOf(pathname: string): string | null {
  const match = /^\/transactionHistory\/(?:default|isOffer)\/id\/(\d+)\/?$/.exec(pathname);
  return match && match[1] !== '0' ? match[1]! : null;
}
