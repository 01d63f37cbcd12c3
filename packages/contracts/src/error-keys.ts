/**
 * The error catalogue: every error key the product answers with, its HTTP status and its English
 * message, in one table. The API takes the status and message from here (`AppError` accepts only
 * these keys); the web translates by key through the settings `errorTranslate` content, whose
 * Georgian and Russian texts are the only ones (a test checks they cover every key). Zod-free,
 * so the web shell can import it.
 */
export const ERROR_CATALOGUE = {
  VALIDATION_ERROR: { status: 400, message: 'Some fields are not valid' },
  BAD_REQUEST: { status: 400, message: 'The request could not be read' },
  UNAUTHORIZED: { status: 401, message: 'Please log in to continue' },
  FORBIDDEN: { status: 403, message: 'You do not have access to this' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  CONFLICT: { status: 409, message: 'This conflicts with the current state' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts. Please wait a moment and try again' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large' },
  INTERNAL_ERROR: { status: 500, message: 'Something wrong happened...' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is temporarily unavailable' },
  USER_NOT_VERIFIED: { status: 403, message: 'User is not verified' },
  INVALID_CREDENTIALS: { status: 400, message: 'Incorrect e-mail or password' },
  INVALID_CODE: { status: 400, message: 'The code is not valid' },
  CODE_EXPIRED: { status: 400, message: 'The verification token has been expired, please try again' },
  /** A verification link opened again after it worked (issue 26 item 13): nothing to do but sign in. */
  ALREADY_VERIFIED: { status: 409, message: 'This e-mail address is already confirmed. Please log in' },
  WRONG_PASSWORD: { status: 400, message: 'The current password is not correct' },
  CART_EMPTY: { status: 400, message: 'Your cart is empty' },
  PRODUCT_NOT_FOUND: { status: 404, message: 'This product is not available' },
  CARD_REQUIRED: { status: 400, message: 'Please add a card first' },
  CARD_DECLINED: { status: 402, message: 'The card was declined' },
  INSUFFICIENT_FUNDS: { status: 402, message: 'The card has insufficient funds' },
  PAYMENT_FAILED: { status: 402, message: 'The payment could not be completed' },
  IDEMPOTENCY_CONFLICT: { status: 409, message: 'This request is already being processed' },
  /** Pay now on an item with nothing overdue (already paid, or not yet due). */
  NOT_OVERDUE: { status: 409, message: 'Nothing is overdue on this item' },
  /** Pay now while another payment for the same item is in progress (its id in the message). */
  REPAY_IN_PROGRESS: { status: 409, message: 'A payment for this item is already in progress' },
  /** Pay now with an amount that is no longer what is owed (the new total in the message): nothing was charged. */
  AMOUNT_DUE_CHANGED: { status: 409, message: 'The amount due has changed. Check the new total and confirm again' },
  /** The bank has the payment but has not decided it yet: kept pending, settled later, never charged twice (ADR 022). */
  PAYMENT_PENDING: { status: 409, message: 'The bank is still processing your payment. We will confirm it as soon as the bank answers' },
  /** A cancel of a subscription with an unpaid period (decision 28). */
  CANCEL_OVERDUE: { status: 409, message: 'Pay the overdue amount first, then cancel' },
  /** A second cancel of a subscription already ending or ended. */
  ALREADY_CANCELED: { status: 409, message: 'This subscription is already cancelled' },
  /** A cancel of an on-premise licence, which has no period to end. */
  NOT_CANCELABLE: { status: 400, message: 'An on-premise licence cannot be cancelled' },
  /** Staff refund of a payment that is not a paid charge (a refund itself, unpaid, or never reached the bank). */
  PAYMENT_NOT_REFUNDABLE: { status: 409, message: 'This payment cannot be refunded' },
  /** Staff refund of a payment whose lines are all refunded already. */
  ALREADY_REFUNDED: { status: 409, message: 'This payment has already been refunded in full' },
  /** Staff refund of more than is left of a line (what was paid less earlier refunds). */
  REFUND_ABOVE_PAID: { status: 409, message: 'The refund is more than is left to refund on this line' },
  /** The bank refused the refund: nothing was returned. */
  REFUND_REFUSED: { status: 409, message: 'The bank refused the refund. Nothing was returned' },
  /** Undo a cancellation (or staff reactivate) of a subscription that is not being cancelled. */
  NOT_CANCELING: { status: 409, message: 'This subscription is not being cancelled' },
  /** Undo a cancellation after the paid period ended: the subscription has to be bought again. */
  CANCEL_PERIOD_ENDED: { status: 409, message: 'The paid period has ended. Buy the subscription again' },
  /** Staff edit the personal-URL note only of a user with a back-office user_id (spec section 2). */
  NOTES_LOCKED: { status: 409, message: 'Notes can be edited only for users with a back-office ID' },
  /** Staff retry of a tax invoice that is not failed, refused or unsent (issue 41). */
  TAX_INVOICE_NOT_RETRYABLE: { status: 409, message: 'This tax invoice is not waiting to be sent again' },
  /** Staff retry of a tax invoice while no Revenue Service credentials are configured. */
  RSGE_NOT_CONFIGURED: { status: 409, message: 'The connection to the Revenue Service is not set up, so no tax invoice can be sent' },
  /** A webhook endpoint added in production with an http address (issue 42): only https is called there. */
  WEBHOOK_URL_NOT_HTTPS: { status: 400, message: 'The endpoint address must start with https://' },
  /** A webhook endpoint at a loopback, private, link-local or other non-public IP address (issue 42). */
  WEBHOOK_URL_PRIVATE: {
    status: 400,
    message: 'The endpoint address points to a private or internal network address, which is never called',
  },
  /** A test message or a replay to a webhook endpoint that is turned off (issue 42). */
  WEBHOOK_ENDPOINT_DISABLED: { status: 409, message: 'This endpoint is turned off. Turn it on first' },
  /** A bank callback whose signature does not verify. */
  INVALID_SIGNATURE: { status: 401, message: 'The callback signature is not valid' },
  /** Raised by the web when no answer came back at all (status 0: nothing reached the server or it did not answer). */
  NETWORK_ERROR: { status: 0, message: 'The server could not be reached. Please check the connection and try again' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorKey = keyof typeof ERROR_CATALOGUE;

/** The English message of each key. */
export const ERROR_KEYS = Object.fromEntries(Object.entries(ERROR_CATALOGUE).map(([key, entry]) => [key, entry.message])) as {
  readonly [K in ErrorKey]: (typeof ERROR_CATALOGUE)[K]['message'];
};

export const isErrorKey = (value: unknown): value is ErrorKey => typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);

/** The HTTP status of a key. */
export const errorStatus = (key: ErrorKey): number => ERROR_CATALOGUE[key].status;

/** The generic fallback text of spec section 8. */
export const FALLBACK_ERROR_MESSAGE = ERROR_CATALOGUE.INTERNAL_ERROR.message;
