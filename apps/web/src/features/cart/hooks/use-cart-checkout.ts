import { useQueryClient } from '@tanstack/react-query';
import { useReducer } from 'react';
import { useNavigate } from 'react-router';
import type { Mode } from '@orioni/contracts/constants';
import type { CartItem, SavedCard, UserInfo } from '@orioni/contracts/entities';
import { webPaths } from '@orioni/contracts/web-paths';
import { useErrorText, useErrorTranslate } from '@/components/ui/error-display';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n';
import { payFailureOf } from '@/lib/pay-failure';
import { CARD_QUERY_KEY, startCardOrder } from '@/lib/saved-card';
import { translateMessage } from '@/lib/validation-messages';
import { CART_QUERY_KEY, clearCartRequest } from '../api/cart-query';
import { purchase } from '../api/checkout-api';
import { newIdempotencyKey, trainingSeats } from '../cart-logic';
import { useCartText } from '../cart-messages';
import { cartReducer, initialCartState } from '../cart-state';
import { clearDraft, purchaseBodyOf, saveDraft, type CheckoutValues } from '../components/checkout-form';

/** Payment failures after which the same key would only repeat the same answer. */
const retryable = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500 || error.key === 'IDEMPOTENCY_CONFLICT');

/**
 * The cart page's checkout: the reducer (`cart-state.ts`) and the requests behind its steps —
 * adding a card on the bank's page, paying with the saved card, clearing the cart.
 */
export function useCartCheckout({
  mode,
  userInfo,
  card,
  items,
}: {
  mode: Mode;
  userInfo: UserInfo | null | undefined;
  card: SavedCard | null;
  items: readonly CartItem[];
}) {
  const text = useCartText();
  const errorText = useErrorText();
  const errorTable = useErrorTranslate();
  const { locale } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(cartReducer, initialCartState);

  const onValid = (values: CheckoutValues) => {
    saveDraft(values);
    dispatch({
      type: 'valid',
      values,
      hasCard: card !== null,
      needsTraining: trainingSeats(items).length > 0,
      payKey: newIdempotencyKey(),
    });
  };

  const addCard = async () => {
    dispatch({ type: 'busy' });
    try {
      const { redirectUrl } = await startCardOrder(webPaths.cartCardReturn('success', mode), webPaths.cartCardReturn('failure', mode));
      window.location.assign(redirectUrl);
    } catch (error) {
      dispatch({ type: 'cardFailed', error: errorText(error) });
    }
  };

  const payFailed = (error: unknown) => {
    const payKey = retryable(error) ? undefined : newIdempotencyKey();
    if (!(error instanceof ApiError)) return dispatch({ type: 'payFailed', error: errorText(error), payKey });
    const serverErrors =
      error.key === 'VALIDATION_ERROR'
        ? Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, translateMessage(v, locale, errorTable) || v]))
        : undefined;
    dispatch({
      type: 'payFailed',
      error: error.key === 'PAYMENT_PENDING' ? text.bankProcessing : errorText(error),
      declined: payFailureOf(error.key) === 'declined',
      serverErrors,
      payKey,
    });
    if (error.key === 'CARD_REQUIRED') void queryClient.invalidateQueries({ queryKey: CARD_QUERY_KEY });
    if (error.key === 'CART_EMPTY') void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
  };

  const pay = async () => {
    if (!state.values || !userInfo) return;
    dispatch({ type: 'busy' });
    try {
      const body = purchaseBodyOf(userInfo, state.values, state.emails);
      const { paymentId, redirectUrl } = await purchase(body, state.payKey ?? newIdempotencyKey());
      clearDraft();
      if (redirectUrl) {
        // Bank of Georgia: the cart is paid on the bank's page; the receipt page follows its answer.
        dispatch({ type: 'status', status: text.toBankPage });
        window.location.assign(redirectUrl);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['payment-history'] });
      // A saved ID number locks the field next time (spec section 5).
      void queryClient.invalidateQueries({ queryKey: ['user'] });
      dispatch({ type: 'paid' });
      navigate(webPaths.payment(paymentId, mode));
    } catch (error) {
      payFailed(error);
    }
  };

  const clearCart = async () => {
    dispatch({ type: 'clearStarted' });
    let status = text.updated;
    try {
      const empty = await clearCartRequest();
      queryClient.setQueryData(CART_QUERY_KEY, empty ?? []);
    } catch (error) {
      console.warn('clear cart failed', error);
      status = text.updateFailed;
    }
    dispatch({ type: 'clearDone', status });
  };

  return { state, dispatch, onValid, addCard, pay, clearCart, newPayKey: newIdempotencyKey };
}
