/** Error keys and their default English messages; no zod, so the web shell can import them. */
/** The error keys the API answers with, and the English message each carries by default. */
export const ERROR_KEYS = {
  VALIDATION_ERROR: 'Some fields are not valid',
  BAD_REQUEST: 'The request could not be read',
  UNAUTHORIZED: 'Please log in to continue',
  FORBIDDEN: 'You do not have access to this',
  NOT_FOUND: 'Not found',
  CONFLICT: 'This conflicts with the current state',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  INTERNAL_ERROR: 'Something wrong happened...',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable',
  USER_NOT_VERIFIED: 'User is not verified',
  INVALID_CREDENTIALS: 'Incorrect e-mail or password',
  USER_EXISTS: 'A user with this e-mail already exists',
  INVALID_CODE: 'The code is not valid',
  CODE_EXPIRED: 'The verification token has been expired, please try again',
  WRONG_PASSWORD: 'The current password is not correct',
  CART_EMPTY: 'Your cart is empty',
  PRODUCT_NOT_FOUND: 'This product is not available',
  CARD_REQUIRED: 'Please add a card first',
  CARD_DECLINED: 'The card was declined',
  INSUFFICIENT_FUNDS: 'The card has insufficient funds',
  PAYMENT_FAILED: 'The payment could not be completed',
  IDEMPOTENCY_CONFLICT: 'This request is already being processed',
} as const;
export type ErrorKey = keyof typeof ERROR_KEYS;

/** The generic fallback text of spec section 8. */
export const FALLBACK_ERROR_MESSAGE = ERROR_KEYS.INTERNAL_ERROR;
