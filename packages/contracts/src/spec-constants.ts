/**
 * The business constants and limits of spec section 9, defined once and imported wherever they
 * are used, by the API and the web alike. Zod-free, so the web shell can import it without
 * pulling a validator into its first bundle. Change a number here and both sides change.
 */

/** Field limits (spec sections 5 and 9) and the resend countdown. */
export const LIMITS = {
  emailLocalMax: 40,
  passwordMin: 8,
  passwordMax: 100,
  nameMin: 2,
  nameMax: 100,
  personalIdDigits: 11,
  companyIdDigits: 9,
  quantityMax: 999_999_999,
  /** The gap between two verification or reset e-mails: the server refuses earlier, the web counts it down. */
  resendSeconds: 30,
} as const;

/** Page sizes: billing 10; history 10 (3 on mobile); admin 5. */
export const PAGE_SIZES = { billing: 10, history: 10, historyMobile: 3, admin: 5 } as const;

/** Pages shown either side of the current one by the shared pagination. */
export const PAGINATION_NEIGHBOURS = 1;

/** Debounces, in milliseconds (cart quantity: decision 17 takes 800 of the spec's 500–1000). */
export const DEBOUNCE_MS = { purchaseHistorySearch: 1000, cartQuantity: 800, adminSearch: 800 } as const;

/** Timings of the interface, in milliseconds. */
export const TIMINGS_MS = {
  modalCloseDelay: 100,
  cartOpensAfterAdd: 500,
  lastItemHighlight: 2000,
  copyToast: 2500,
  minLoading: 1000,
  accordionTransition: 200,
  bannerSpeed: 500,
} as const;

/** Widths of dialogs and panels, in px (the video modal is 60% of the viewport). */
export const WIDTHS_PX = {
  addToCartSingle: 500,
  addToCart: 640,
  filter: 520,
  export: 520,
  testEmail: 640,
  mobileMenu: 590,
  authModal: 616,
} as const;

/** Layout breakpoints, in px: mobile at 900 and below; banners switch at 901 and 1421. */
export const BREAKPOINTS_PX = { mobile: 900, bannerMedium: 901, bannerLarge: 1421, styles: [700, 600, 500, 320] } as const;

/** Partner carousel slides shown at once. */
export const PARTNER_SLIDES = 3;
