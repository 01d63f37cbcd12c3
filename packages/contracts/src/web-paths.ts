import type { Mode } from './constants.ts';

/**
 * The web app's addresses, written once (issue 40 item 5): the route patterns its router declares
 * (`webRoutes`, spec section 2; `apps/web/src/app/router.tsx` uses each) and the paths built to its
 * pages (`webPaths`): the links of the e-mails, the bank's return addresses after a payment or a card
 * page, and the web's own navigation to the same places. Paths are relative to the site (the API puts
 * PUBLIC_URL before them). A `:mode` segment is `default` or `isOffer`.
 */
export const webRoutes = {
  home: '/',
  solutions: '/solutions',
  homeAlias: '/home',
  solution: '/solutions/:slug',
  services: '/services',
  hardware: '/hardware',
  faq: '/faq',
  faqMode: '/faq/:mode',
  terms: '/terms-of-use',
  termsMode: '/terms-of-use/:mode',
  offer: '/offer',
  offerMode: '/offer/:mode',
  profile: '/profile',
  profileMode: '/profile/:mode',
  currentProducts: '/currentproducts',
  currentProductsId: '/currentproducts/:mode/id/:id',
  history: '/transactionHistory',
  historyId: '/transactionHistory/:mode/id/:id',
  cart: '/cart',
  cartReturn: '/cart/:mode/:addCard',
  dashboard: '/admin/dashboard',
  integrations: '/admin/integrations',
  admin: '/admin/*',
} as const;

/** How the bank's card page ended: the return address says it (`/cart/default/success`, `?card=failure`). */
export type CardReturn = 'success' | 'failure';

const q = encodeURIComponent;

export const webPaths = {
  /** The current products page as the account menu opens it (no tab or item chosen). */
  currentProducts: () => '/currentproducts',
  /**
   * An item of the current products (its dialog opens), or a tab: `billing` is Subscriptions, 0 the
   * one-time purchases (On-premise).
   */
  currentProduct: (id: number | 'billing', mode: Mode = 'default') => `/currentproducts/${mode}/id/${id}`,
  /** The payment history as the account menu opens it. */
  history: () => '/transactionHistory',
  /** A payment in the payment history (its receipt opens; 0 none). */
  payment: (paymentId: number | string, mode: Mode = 'default') => `/transactionHistory/${mode}/id/${paymentId}`,
  /** The profile, where the saved card is. */
  profile: (mode: Mode = 'default') => `/profile/${mode}`,
  /** The profile's card section after the bank's card page (`?card=`). */
  profileCardReturn: (result: CardReturn) => `/profile/default?card=${result}`,
  /** The cart. */
  cart: () => '/cart',
  /** The cart after the bank's card page. */
  cartCardReturn: (result: CardReturn, mode: Mode = 'default') => `/cart/${mode}/${result}`,
  /** Verifies the e-mail address (the verification e-mail; any page reads it, spec section 4). */
  verifyEmail: (verificationCode: string) => `/?verificationCode=${q(verificationCode)}`,
  /** Checks a password-reset code and opens the new-password form. */
  resetPassword: (otp: string, username: string) => `/?otp=${q(otp)}&username=${q(username)}`,
  /** Opens the sign-in form for an address (the registration-attempt e-mail). */
  signIn: (username: string) => `/?auth=login&username=${q(username)}`,
  /** Opens the password-reset form for an address (the registration-attempt e-mail). */
  forgotPassword: (username: string) => `/?auth=forget&username=${q(username)}`,
} as const;
