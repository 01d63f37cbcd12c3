import { describe, expect, it } from 'vitest';
import { cartReducer, initialCartState, type CartAction, type CartState } from './cart-state';
import type { CheckoutValues } from './components/checkout-form';

const values = { firstName: 'Nino', lastName: 'Beridze', idNumber: '01001012345', savePersonalInfo: false } as unknown as CheckoutValues;
const run = (state: CartState, ...actions: CartAction[]) => actions.reduce(cartReducer, state);
const valid = (hasCard: boolean, needsTraining: boolean): CartAction => ({ type: 'valid', values, hasCard, needsTraining, payKey: 'k1' });

describe('the cart page state (issue 27 item 3)', () => {
  it('after the payer form: no card → card terms; training seats → their e-mails; else the pay dialog with a key', () => {
    expect(cartReducer(initialCartState, valid(false, true))).toMatchObject({ step: 'terms', values, payKey: null });
    expect(cartReducer(initialCartState, valid(true, true))).toMatchObject({ step: 'training', payKey: null });
    expect(cartReducer(initialCartState, valid(true, false))).toMatchObject({ step: 'pay', payKey: 'k1', emails: [] });
    const seats = run(initialCartState, valid(true, true), { type: 'emails', emails: ['a@b.ge'], payKey: 'k2' });
    expect(seats).toMatchObject({ step: 'pay', emails: ['a@b.ge'], payKey: 'k2' });
  });

  it('a valid form clears the server’s old field errors', () => {
    const refused = run(
      initialCartState,
      valid(true, false),
      { type: 'busy' },
      {
        type: 'payFailed',
        error: 'invalid',
        serverErrors: { idNumber: 'bad' },
      },
    );
    expect(refused.serverErrors).toEqual({ idNumber: 'bad' });
    expect(cartReducer(refused, valid(true, false)).serverErrors).toEqual({});
  });

  it('a refused payment keeps the key for a retry unless a new one is given, and remembers a declined card', () => {
    const paying = run(initialCartState, valid(true, false), { type: 'busy' });
    expect(paying).toMatchObject({ busy: true, stepError: null });
    const retry = cartReducer(paying, { type: 'payFailed', error: 'bank down', declined: false });
    expect(retry).toMatchObject({ busy: false, stepError: 'bank down', payKey: 'k1', step: 'pay' });
    const declined = cartReducer(paying, { type: 'payFailed', error: 'declined', declined: true, payKey: 'k9' });
    expect(declined).toMatchObject({ declined: true, payKey: 'k9' });
    expect(cartReducer(declined, { type: 'payFailed', error: 'offline' }).declined).toBe(true);
    expect(cartReducer(declined, { type: 'anotherCard' })).toMatchObject({ step: 'terms', declined: false, stepError: null });
    expect(cartReducer(declined, { type: 'closeStep' })).toMatchObject({ step: 'idle', declined: false, stepError: null });
  });

  it('paid closes the dialog; adding a card that fails shows why', () => {
    expect(run(initialCartState, valid(true, false), { type: 'busy' }, { type: 'paid' })).toMatchObject({ step: 'idle', busy: false });
    expect(run(initialCartState, valid(false, false), { type: 'busy' }, { type: 'cardFailed', error: 'no bank' })).toMatchObject({
      step: 'terms',
      busy: false,
      stepError: 'no bank',
    });
  });

  it('clearing the cart closes its dialog with a status; Next shows the payer form', () => {
    const clearing = run(initialCartState, { type: 'clearDialog', open: true }, { type: 'clearStarted' });
    expect(clearing).toMatchObject({ clearOpen: true, clearing: true });
    expect(cartReducer(clearing, { type: 'clearDone', status: 'Cart updated' })).toMatchObject({
      clearOpen: false,
      clearing: false,
      status: 'Cart updated',
    });
    expect(cartReducer(initialCartState, { type: 'showForm' }).showForm).toBe(true);
  });
});
