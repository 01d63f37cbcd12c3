import { expect, test, type Page } from '@playwright/test';
import { VIEWPORTS } from '../support/app';
import { loginViaApi, registerAndVerify, uniquePersonalNumber } from '../support/auth';
import { saveCardByRequest } from '../billing/saved-card';

/**
 * Issue 39 items 4 and 8, the customer's part: the receipt dialog the bank's page returns to
 * (`/transactionHistory/default/id/{paymentId}`) says when the card was not saved and links to the
 * profile's card section; a payment whose card was kept says nothing. The sandbox charges a card
 * saved beforehand, so it never makes such a payment: the receipt's `cardNotSaved` (which the API
 * sets for a Bank of Georgia page paid without keeping the card, see bog-card-not-saved.test.ts) is
 * turned on in the answer the browser receives. Georgian, 375 and 1440 px.
 */
async function paidPurchase(page: Page, label: string): Promise<number> {
  const { email, password } = await registerAndVerify(page.request, { language: 'KA', firstName: 'Nino', lastName: 'Unsaved' });
  const auth = { authorization: `Bearer ${await loginViaApi(page, email, password)}` };
  await saveCardByRequest(page.request, auth, '4242 4242 4242 4242');
  expect((await page.request.put('/api/product/cart?productKey=HW_RECEIPT_PRINTER_PREMISE&quantity=1', { headers: auth })).status()).toBe(
    200,
  );
  const bought = await page.request.put('/api/product/purchase', {
    headers: { ...auth, 'idempotency-key': `card-not-saved-${Date.now()}-${label}` },
    data: { fullName: 'Nino Unsaved', idNumber: uniquePersonalNumber() },
  });
  expect(bought.status(), await bought.text()).toBe(200);
  return (await bought.json()).data.paymentId as number;
}

for (const [label, viewport] of [
  ['desktop', VIEWPORTS.desktop],
  ['mobile', VIEWPORTS.mobile],
] as const) {
  test(`the receipt says the card was not saved and where to add one, at ${viewport.width}px (${label})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.addInitScript(() => window.localStorage.setItem('lang', 'KA'));
    const paymentId = await paidPurchase(page, label);

    // The card was kept: no note.
    await page.goto(`/transactionHistory/default/id/${paymentId}`);
    await expect(page.getByTestId('receipt-order')).toHaveText(`#${paymentId}`);
    await expect(page.getByTestId('receipt-card-not-saved')).toHaveCount(0);

    // The bank did not keep it: the note, in Georgian, with the way to the profile's card section.
    await page.route('**/api/user/report/payment-receipt?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      expect(body.data.cardNotSaved).toBe(false);
      await route.fulfill({ response, json: { ...body, data: { ...body.data, cardNotSaved: true } } });
    });
    await page.reload();
    const note = page.getByTestId('receipt-card-not-saved');
    await expect(note).toContainText('ბარათი შემდეგი გადახდებისა და განახლებებისთვის არ შეინახა');
    await expect(note).toContainText('„საგადახდო ბარათი“');
    await note.getByRole('link', { name: 'ბარათის დამატება პროფილში' }).click();
    await expect(page).toHaveURL(/\/profile\/default$/);
    await expect(page.getByRole('heading', { name: 'საგადახდო ბარათი' })).toBeVisible();
  });
}
