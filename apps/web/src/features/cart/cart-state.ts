import type { CheckoutValues } from './components/checkout-form';

/**
 * The cart page's state (spec sections 4 and 5) as one pure reducer: the checkout's step (card
 * terms, training e-mails, the pay dialog), the payer's values and the server's field errors, the
 * idempotency key of the payment being tried, the clear-cart dialog, the mobile payer form, and
 * the polite status line. The page turns what the customer does and what the API answers into
 * actions; requests and navigation stay in the page.
 */
export type CheckoutStep = 'idle' | 'terms' | 'training' | 'pay';

export type CartState = {
  status: string;
  clearOpen: boolean;
  clearing: boolean;
  step: CheckoutStep;
  values: CheckoutValues | null;
  emails: string[];
  busy: boolean;
  stepError: string | null;
  declined: boolean;
  serverErrors: Record<string, string>;
  /** On a phone the payer form shows after Next. */
  showForm: boolean;
  /** The key a retry of the same payment sends again (a new one once the answer is final). */
  payKey: string | null;
};

export type CartAction =
  | { type: 'status'; status: string }
  | { type: 'clearDialog'; open: boolean }
  | { type: 'clearStarted' }
  | { type: 'clearDone'; status: string }
  | { type: 'closeStep' }
  | { type: 'anotherCard' }
  | { type: 'valid'; values: CheckoutValues; hasCard: boolean; needsTraining: boolean; payKey: string }
  | { type: 'emails'; emails: string[]; payKey: string }
  | { type: 'busy' }
  | { type: 'cardFailed'; error: string }
  | { type: 'paid' }
  | { type: 'payFailed'; error: string; declined?: boolean; serverErrors?: Record<string, string>; payKey?: string }
  | { type: 'showForm' };

export const initialCartState: CartState = {
  status: '',
  clearOpen: false,
  clearing: false,
  step: 'idle',
  values: null,
  emails: [],
  busy: false,
  stepError: null,
  declined: false,
  serverErrors: {},
  showForm: false,
  payKey: null,
};

const openPay = (state: CartState, payKey: string): CartState => ({ ...state, payKey, stepError: null, declined: false, step: 'pay' });

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'status':
      return { ...state, status: action.status };
    case 'clearDialog':
      return { ...state, clearOpen: action.open };
    case 'clearStarted':
      return { ...state, clearing: true };
    case 'clearDone':
      return { ...state, clearing: false, clearOpen: false, status: action.status };
    case 'closeStep':
      return { ...state, step: 'idle', stepError: null, declined: false };
    case 'anotherCard':
      // Another card, from the bank's page: after a refusal, or to replace the saved one (issue 25 item 6).
      return { ...state, stepError: null, declined: false, step: 'terms' };
    case 'valid': {
      // The payer form passed: no card → the card terms; training seats → their e-mails; else pay.
      const next = { ...state, values: action.values, serverErrors: {} };
      if (!action.hasCard) return { ...next, step: 'terms' };
      if (action.needsTraining) return { ...next, step: 'training' };
      return openPay({ ...next, emails: [] }, action.payKey);
    }
    case 'emails':
      return openPay({ ...state, emails: action.emails }, action.payKey);
    case 'busy':
      return { ...state, busy: true, stepError: null };
    case 'cardFailed':
      return { ...state, busy: false, stepError: action.error };
    case 'paid':
      return { ...state, busy: false, step: 'idle' };
    case 'payFailed':
      return {
        ...state,
        busy: false,
        stepError: action.error,
        declined: action.declined ?? state.declined,
        serverErrors: action.serverErrors ?? state.serverErrors,
        payKey: action.payKey ?? state.payKey,
      };
    case 'showForm':
      return { ...state, showForm: true };
  }
}
