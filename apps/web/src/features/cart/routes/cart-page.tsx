import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { cartTotal, splitFirstPurchase } from '@orioni/contracts/cart';
import type { TextsContent } from '@orioni/contracts/content';
import { formatLari } from '@orioni/contracts/format';
import { useI18n } from '@/lib/i18n';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageState } from '@/components/ui/page-state';
import { LoadingScreen } from '@/components/ui/spinner';
import { useContentSingle } from '@/lib/content-hooks';
import { CONTENT } from '@orioni/contracts/content-requests';
import { useSession } from '@/lib/session';
import { useIsMobileOnceKnown } from '@/lib/use-media-query';
import { useCart } from '../api/cart-query';
import { CARD_QUERY_KEY, brandName, fetchCard, lastFour } from '@/lib/saved-card';
import { CardResultDialog, CardTermsDialog } from '@/components/ui/card-dialogs';
import { trainingSeats } from '../cart-logic';
import { useCartText } from '../cart-messages';
import { CartSections } from '../components/cart-lines';
import { ClearCartDialog, PayDialog, TrainingEmailsDialog } from '../components/checkout-dialogs';
import { CheckoutForm } from '../components/checkout-form';
import { useCartCheckout } from '../hooks/use-cart-checkout';
import '../cart.css';

type Checkout = ReturnType<typeof useCartCheckout>;
type Card = Parameters<typeof useCartCheckout>[0]['card'];

/** The cart (spec sections 4 and 5): the split lines, the payer form and the saved card, then pay. */
export default function CartPage() {
  const text = useCartText();
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
  const checkout = useCartCheckout({ mode, userInfo, card, items: cart.items });
  const { state, dispatch } = checkout;

  useEffect(() => {
    if (outcome === 'success') void queryClient.invalidateQueries({ queryKey: CARD_QUERY_KEY });
  }, [outcome, queryClient]);

  // Issue 32 item 11: Next goes away with its click; once the payer form is on screen, focus moves to its
  // first field (not the page body) and the form scrolls into view.
  useEffect(() => {
    if (!state.showForm) return;
    const form = document.getElementById('checkout-form');
    form?.querySelector<HTMLElement>('input:not([disabled]):not([readonly])')?.focus({ preventScroll: true });
    form?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [state.showForm]);

  const empty = !cart.isPending && lines.length === 0;
  const formVisible = layout === false || (mobile && state.showForm);

  return (
    <div className="container cart-page">
      <div className="cart-page__head">
        <h1 className="cart-page__title">{text.cartTitle}</h1>
        {lines.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => dispatch({ type: 'clearDialog', open: true })}>
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
          <CartSections lines={lines} items={cart.items} onStatus={(status) => dispatch({ type: 'status', status })} />
          <aside className={`cart-summary ${formVisible ? '' : 'cart-summary--collapsed'}`} aria-label={text.checkout}>
            {formVisible && userInfo ? (
              <CheckoutForm
                key={userInfo.id}
                user={userInfo}
                formId="checkout-form"
                onValid={checkout.onValid}
                serverErrors={state.serverErrors}
                footer={<PaySummary card={card} total={total} mobile={mobile} checkout={checkout} />}
              />
            ) : null}
          </aside>
        </div>
      )}

      {mobile && lines.length > 0 ? (
        <div className="cart-sticky" data-testid="cart-sticky">
          <p className="cart-sticky__total">
            <span>{text.total}</span>
            <strong>{formatLari(total, { locale })}</strong>
          </p>
          {state.showForm ? (
            <Button key="checkout" type="submit" form="checkout-form" data-testid="checkout-button">
              {text.checkout}
            </Button>
          ) : (
            <Button key="next" onClick={() => dispatch({ type: 'showForm' })} data-testid="cart-next">
              {text.next}
            </Button>
          )}
        </div>
      ) : null}

      <p className="visually-hidden" aria-live="polite">
        {state.status}
      </p>

      <CheckoutDialogs checkout={checkout} card={card} total={total} items={cart.items} username={userInfo?.username ?? ''} />
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

/** Below the payer form: the saved card (or none), the total, and Checkout on wide screens. */
function PaySummary({ card, total, mobile, checkout }: { card: Card; total: number; mobile: boolean; checkout: Checkout }) {
  const text = useCartText();
  const { locale } = useI18n();
  return (
    <div className="cart-summary__pay">
      <p className="cart-summary__card">
        <span className="cart-summary__label">{text.card}</span>
        {card ? (
          <span className="cart-summary__card-line">
            <span data-testid="saved-card">
              {brandName(card.mask, card.brand)} •••• {lastFour(card.mask)}
            </span>
            <Button variant="ghost" size="sm" onClick={() => checkout.dispatch({ type: 'anotherCard' })} data-testid="change-card">
              {text.changeCard}
            </Button>
          </span>
        ) : (
          <span className="cart-summary__muted">{text.noCard}</span>
        )}
      </p>
      <p className="cart-summary__total">
        <span>{text.total}</span>
        <strong data-testid="cart-total">{formatLari(total, { locale })}</strong>
      </p>
      {mobile ? null : (
        <Button type="submit" block size="lg" data-testid="checkout-button">
          {text.checkout}
        </Button>
      )}
    </div>
  );
}

/** Clear cart, the card terms, the training seats' e-mails and the pay dialog. */
function CheckoutDialogs({
  checkout,
  card,
  total,
  items,
  username,
}: {
  checkout: Checkout;
  card: Card;
  total: number;
  items: Parameters<typeof trainingSeats>[0];
  username: string;
}) {
  const { state, dispatch } = checkout;
  const closeStep = () => dispatch({ type: 'closeStep' });
  return (
    <>
      <ClearCartDialog
        open={state.clearOpen}
        onClose={() => dispatch({ type: 'clearDialog', open: false })}
        onConfirm={checkout.clearCart}
        busy={state.clearing}
      />
      <CardTermsDialog
        open={state.step === 'terms'}
        onClose={closeStep}
        onAccept={checkout.addCard}
        busy={state.busy}
        error={state.stepError}
      />
      {state.step === 'training' ? (
        <TrainingEmailsDialog
          seats={trainingSeats(items)}
          username={username}
          onClose={closeStep}
          onDone={(emails) => dispatch({ type: 'emails', emails, payKey: checkout.newPayKey() })}
        />
      ) : null}
      <PayDialog
        open={state.step === 'pay'}
        total={total}
        card={card}
        busy={state.busy}
        error={state.stepError}
        declined={state.declined}
        onPay={checkout.pay}
        onClose={closeStep}
        onAnotherCard={() => dispatch({ type: 'anotherCard' })}
      />
    </>
  );
}
