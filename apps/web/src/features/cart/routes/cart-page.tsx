import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { cartTotal, splitFirstPurchase } from '@orioni/contracts/cart';
import type { TextsContent } from '@orioni/contracts/content';
import { formatLari } from '@orioni/contracts/format';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageState } from '@/components/ui/page-state';
import { LoadingScreen } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useContentSingle } from '@/lib/content-hooks';
import { CONTENT } from '@orioni/contracts/content-requests';
import { useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useIsMobileOnceKnown } from '@/lib/use-media-query';
import { CART_QUERY_KEY, clearCartRequest, useCart } from '../api/cart-query';
import { purchase } from '../api/checkout-api';
import { CARD_QUERY_KEY, brandName, fetchCard, lastFour, startCardOrder } from '@/lib/saved-card';
import { CardResultDialog, CardTermsDialog } from '@/components/ui/card-dialogs';
import { newIdempotencyKey, trainingSeats } from '../cart-logic';
import { useCartText } from '../cart-messages';
import { useErrorText, useErrorTranslate } from '@/components/ui/error-display';
import { CartSections } from '../components/cart-lines';
import { ClearCartDialog, PayDialog, TrainingEmailsDialog } from '../components/checkout-dialogs';
import { CheckoutForm, clearDraft, purchaseBodyOf, saveDraft, type CheckoutValues } from '../components/checkout-form';
import { translateMessage } from '@/lib/validation-messages';
import { payFailureOf } from '@/lib/pay-failure';
import '../cart.css';

type Step = 'idle' | 'terms' | 'training' | 'pay';

/** Payment failures after which the same key would only repeat the same answer. */
const retryable = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500 || error.key === 'IDEMPOTENCY_CONFLICT');

export default function CartPage() {
  const text = useCartText();
  const errorText = useErrorText();
  const errorTable = useErrorTranslate();
  const { locale } = useI18n();
  const { userInfo } = useSession();
  const params = useParams();
  const mode = params.mode === 'isOffer' ? 'isOffer' : 'default';
  const outcome = params.addCard === 'success' || params.addCard === 'failure' ? params.addCard : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // null while attaching to the server's screen: the payer form and the mobile bar wait for the layout.
  const layout = useIsMobileOnceKnown();
  const mobile = layout === true;
  const cart = useCart();
  const content = useContentSingle<TextsContent>(CONTENT.cart).data;
  const cardQuery = useQuery({ queryKey: CARD_QUERY_KEY, queryFn: ({ signal }) => fetchCard(signal), retry: false });
  const card = cardQuery.data ?? null;
  const lines = useMemo(() => splitFirstPurchase(cart.items), [cart.items]);
  const total = cartTotal(lines);

  const [status, setStatus] = useState('');
  const [clearOpen, setClearOpen] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [step, setStep] = useState<Step>('idle');
  const [values, setValues] = useState<CheckoutValues | null>(null);
  const [emails, setEmails] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [stepError, setStepError] = useState<string | null>(null);
  const [declined, setDeclined] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [showForm, setShowForm] = useState(false);
  const payKey = useRef<string | null>(null);

  useEffect(() => {
    if (outcome === 'success') void queryClient.invalidateQueries({ queryKey: CARD_QUERY_KEY });
  }, [outcome, queryClient]);

  const closeStep = () => {
    setStep('idle');
    setStepError(null);
    setDeclined(false);
  };

  const openPay = () => {
    payKey.current = newIdempotencyKey();
    setStepError(null);
    setDeclined(false);
    setStep('pay');
  };

  /** Another card, from the bank's page: after a refusal, or to replace the saved one (issue 25 item 6). */
  const chooseAnotherCard = () => {
    setStepError(null);
    setDeclined(false);
    setStep('terms');
  };

  const onValid = (checkout: CheckoutValues) => {
    setValues(checkout);
    setServerErrors({});
    saveDraft(checkout);
    if (!card) {
      setStep('terms');
      return;
    }
    if (trainingSeats(cart.items).length > 0) setStep('training');
    else {
      setEmails([]);
      openPay();
    }
  };

  const addCard = async () => {
    setBusy(true);
    setStepError(null);
    try {
      const { redirectUrl } = await startCardOrder(`/cart/${mode}/success`, `/cart/${mode}/failure`);
      window.location.assign(redirectUrl);
    } catch (error) {
      setBusy(false);
      setStepError(errorText(error));
    }
  };

  const pay = async () => {
    if (!values || !userInfo) return;
    setBusy(true);
    setStepError(null);
    try {
      const { paymentId, redirectUrl } = await purchase(purchaseBodyOf(userInfo, values, emails), payKey.current ?? newIdempotencyKey());
      clearDraft();
      if (redirectUrl) {
        // Bank of Georgia: the cart is paid on the bank's page; the receipt page follows its answer.
        setStatus(text.toBankPage);
        window.location.assign(redirectUrl);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['payment-history'] });
      // A saved ID number locks the field next time (spec section 5).
      void queryClient.invalidateQueries({ queryKey: ['user'] });
      setBusy(false);
      setStep('idle');
      navigate(`/transactionHistory/${mode}/id/${paymentId}`);
    } catch (error) {
      setBusy(false);
      if (!retryable(error)) payKey.current = newIdempotencyKey();
      if (error instanceof ApiError) {
        setStepError(error.key === 'PAYMENT_PENDING' ? text.bankProcessing : errorText(error));
        setDeclined(payFailureOf(error.key) === 'declined');
        if (error.key === 'VALIDATION_ERROR') {
          const translated = Object.fromEntries(
            Object.entries(error.fieldErrors).map(([k, v]) => [k, translateMessage(v, locale, errorTable) || v]),
          );
          setServerErrors(translated);
        }
        if (error.key === 'CARD_REQUIRED') void queryClient.invalidateQueries({ queryKey: CARD_QUERY_KEY });
        if (error.key === 'CART_EMPTY') void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      } else setStepError(errorText(error));
    }
  };

  const clearCart = async () => {
    setClearing(true);
    try {
      const empty = await clearCartRequest();
      queryClient.setQueryData(CART_QUERY_KEY, empty ?? []);
      setStatus(text.updated);
    } catch (error) {
      console.warn('clear cart failed', error);
      setStatus(text.updateFailed);
    } finally {
      setClearing(false);
      setClearOpen(false);
    }
  };

  const empty = !cart.isPending && lines.length === 0;
  const formVisible = layout === false || (mobile && showForm);

  return (
    <div className="container cart-page">
      <div className="cart-page__head">
        <h1 className="cart-page__title">{text.cartTitle}</h1>
        {lines.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => setClearOpen(true)}>
            {text.clearCart}
          </Button>
        ) : null}
      </div>

      {cart.isPending && cart.fetchStatus !== 'idle' ? (
        <LoadingScreen label={text.loading} />
      ) : empty ? (
        <PageState
          title={text.emptyTitle}
          icon="info"
          action={
            <ButtonLink to="/" variant="primary">
              {text.browse}
            </ButtonLink>
          }
        >
          <p>{text.emptyText}</p>
        </PageState>
      ) : (
        <div className="cart-page__grid">
          <CartSections lines={lines} items={cart.items} onStatus={setStatus} />
          <aside className={`cart-summary ${formVisible ? '' : 'cart-summary--collapsed'}`} aria-label={text.checkout}>
            {formVisible && userInfo ? (
              <CheckoutForm
                key={userInfo.id}
                user={userInfo}
                formId="checkout-form"
                onValid={onValid}
                serverErrors={serverErrors}
                footer={
                  <div className="cart-summary__pay">
                    <p className="cart-summary__card">
                      <span className="cart-summary__label">{text.card}</span>
                      {card ? (
                        <span className="cart-summary__card-line">
                          <span data-testid="saved-card">
                            {brandName(card.mask, card.brand)} •••• {lastFour(card.mask)}
                          </span>
                          <Button variant="ghost" size="sm" onClick={chooseAnotherCard} data-testid="change-card">
                            {text.changeCard}
                          </Button>
                        </span>
                      ) : (
                        <span className="cart-summary__muted">{text.noCard}</span>
                      )}
                    </p>
                    <p className="cart-summary__total">
                      <span>{text.total}</span>
                      <strong data-testid="cart-total">{formatLari(total)}</strong>
                    </p>
                    {mobile ? null : (
                      <Button type="submit" block size="lg" data-testid="checkout-button">
                        {text.checkout}
                      </Button>
                    )}
                  </div>
                }
              />
            ) : null}
          </aside>
        </div>
      )}

      {mobile && lines.length > 0 ? (
        <div className="cart-sticky" data-testid="cart-sticky">
          <p className="cart-sticky__total">
            <span>{text.total}</span>
            <strong>{formatLari(total)}</strong>
          </p>
          {showForm ? (
            <Button key="checkout" type="submit" form="checkout-form" data-testid="checkout-button">
              {text.checkout}
            </Button>
          ) : (
            <Button
              key="next"
              onClick={() => {
                setShowForm(true);
                window.setTimeout(() => {
                  const form = document.getElementById('checkout-form');
                  // Issue 32 item 11: Next goes away with the click; focus moves to the form's first field, not the page body.
                  form?.querySelector<HTMLElement>('input:not([disabled]):not([readonly])')?.focus({ preventScroll: true });
                  form?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                }, 50);
              }}
              data-testid="cart-next"
            >
              {text.next}
            </Button>
          )}
        </div>
      ) : null}

      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>

      <ClearCartDialog open={clearOpen} onClose={() => setClearOpen(false)} onConfirm={clearCart} busy={clearing} />
      <CardTermsDialog open={step === 'terms'} onClose={closeStep} onAccept={addCard} busy={busy} error={stepError} />
      {step === 'training' ? (
        <TrainingEmailsDialog
          seats={trainingSeats(cart.items)}
          username={userInfo?.username ?? ''}
          onClose={closeStep}
          onDone={(list) => {
            setEmails(list);
            openPay();
          }}
        />
      ) : null}
      <PayDialog
        open={step === 'pay'}
        total={total}
        card={card}
        busy={busy}
        error={stepError}
        declined={declined}
        onPay={pay}
        onClose={closeStep}
        onAnotherCard={chooseAnotherCard}
      />
      <CardResultDialog
        outcome={outcome}
        onClose={() => navigate('/cart', { replace: true })}
        title={(outcome === 'success' ? content?.addCardSuccessTitle : content?.addCardFailureTitle) || undefined}
        successText={content?.addCardSuccessText ?? ''}
        failureText={content?.addCardFailureText || undefined}
      />
    </div>
  );
}
