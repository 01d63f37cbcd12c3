import { expect, test } from '@playwright/test';
import { VIEWPORTS } from '../support/app';
import { loginViaApi, registerAndVerify } from '../support/auth';
import { seriousAxe } from '../support/axe';

/**
 * Issue 28 item 4: the sandbox bank's card page takes the card's expiry (month/year), labelled with
 * its format; a date in the past is refused with a clear message on the field, the card is saved
 * with a valid one and the customer comes back to the profile. At 1440 and 375 px, axe clean.
 */
const SHOTS = '.test-results/card-expiry';

for (const [label, viewport] of [
  ['desktop', VIEWPORTS.desktop],
  ['mobile', VIEWPORTS.mobile],
] as const) {
  test(`the bank page refuses a past expiry and saves the card with a valid one, at ${viewport.width}px (${label})`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await page.addInitScript(() => window.localStorage.setItem('lang', 'EN'));
    const { email, password } = await registerAndVerify(page.request, { language: 'EN', firstName: 'Nino', lastName: 'Expiry' });
    await loginViaApi(page, email, password);

    await page.goto('/profile/default');
    await page.getByTestId('profile-card').getByTestId('replace-card').click();
    const terms = page.getByRole('dialog', { name: 'Add a payment card' });
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: 'Continue to the bank' }).click();
    await page.waitForURL(/\/sandbox-gateway\//);

    // The fields have labels; the expiry's names its format.
    const expiry = page.getByLabel('Expiry date (MM/YY)');
    await expect(expiry).toBeVisible();
    expect(await seriousAxe(page)).toEqual([]);

    await page.getByLabel('Name on card').fill('NINO EXPIRY');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await expiry.fill('01/20');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('This card has expired: its expiry date is in the past. Enter a card that is still valid.');
    await expect(page.getByLabel('Expiry date (MM/YY)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Expiry date (MM/YY)')).toHaveValue('01/20');
    expect(await seriousAxe(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/refused-${viewport.width}.png`, fullPage: true });

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.waitForURL(/\/profile\/default\?card=success$/);
    await expect(page.getByTestId('card-success')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/saved-${viewport.width}.png`, fullPage: true });
  });
}
