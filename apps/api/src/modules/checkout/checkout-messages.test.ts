import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@orioni/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, personalNumberFor, type TestUser } from '../../test/auth.ts';
import { addToCart, saveCard } from '../../test/commerce.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/**
 * Issue 27 item 5: every field message the checkout sends is one of the validation rules'
 * messages (decision 14: the English text is the key the Georgian and Russian catalogues
 * translate), never English written in place.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const PERSONAL = { firstName: 'Nino', lastName: 'Beridze' };
const purchase = (who: TestUser, body: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/product/purchase',
    headers: { ...who.headers, 'idempotency-key': `test-${randomUUID()}` },
    payload: { idNumber: personalNumberFor(who.id), ...body },
  });
const fieldErrorsOf = async (who: TestUser, body: object) => {
  const res = await purchase(who, body);
  expect(res.statusCode, res.body).toBe(400);
  return res.json().fieldErrors as Record<string, string>;
};

describe('issue 27 item 5: the checkout field messages are the catalogue of field messages', () => {
  it('attendee e-mails for a cart with no training, and too few for its training seats', async () => {
    const user = await createSignedInUser(t);
    await saveCard(t, user);
    await addToCart(t, user, 'ORIONI_ERP_M1', 1);
    expect((await fieldErrorsOf(user, { ...PERSONAL, emails: ['a@example.ge'] })).emails).toBe(MESSAGES.trainingEmailsNone);

    const trainee = await createSignedInUser(t);
    await saveCard(t, trainee);
    await addToCart(t, trainee, 'TRAINING_ERP_ACCOUNTANTS_PREMISE', 2);
    expect((await fieldErrorsOf(trainee, { ...PERSONAL, emails: ['a@example.ge'] })).emails).toBe(MESSAGES.trainingEmailsCount);
  });
});
