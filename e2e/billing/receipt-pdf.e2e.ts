import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { VIEWPORTS } from '../support/app';
import { newCustomerWhoBought } from './saved-card';
import { seriousAxe } from '../support/axe';

/**
 * Issue 28 item 1 (ADR 031): the customer downloads a payment's receipt as a PDF from the payment
 * history (the desktop table and the phone's cards) and from the receipt dialog, in the language on
 * screen (Georgian, the default). At 1440 and 375 px, axe serious/critical clean, screenshots.
 */
const SHOTS = '.test-results/receipt-pdf';

/** Clicks the control and checks what the browser saved: a PDF with bytes, named by its number. */
async function downloadFrom(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const name = download.suggestedFilename();
  expect(name).toMatch(/^ORI-\d{4}-\d{6,}\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.length).toBeGreaterThan(1000);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return name;
}

for (const [label, viewport] of [
  ['desktop', VIEWPORTS.desktop],
  ['mobile', VIEWPORTS.mobile],
] as const) {
  test(`the customer downloads a receipt PDF from the payment history, at ${viewport.width}px (${label})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.addInitScript(() => window.localStorage.setItem('lang', 'KA'));
    const { paymentId } = await newCustomerWhoBought(page, { firstName: 'Receipt', label, productKey: 'ORIONI_RETAIL_M1', quantity: 2 });

    await page.goto('/transactionHistory');
    await expect(page.getByTestId('payment').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/history-${viewport.width}.png`, fullPage: false });
    const card = page.getByTestId('payment').filter({ has: page.locator(`#payment-${paymentId}`) });
    const button = card.getByTestId('document-download');
    await expect(button).toBeVisible();
    await expect(button).toHaveAccessibleName(`ქვითრის ჩამოტვირთვა — გადახდა №${paymentId} (PDF)`);
    expect(await seriousAxe(page)).toEqual([]);
    const first = await downloadFrom(page, () => button.click());
    await expect(button).toHaveText('ქვითრის ჩამოტვირთვა');

    // The receipt dialog has the same control; the second download is the same document (the same number).
    await card
      .getByRole('button', { name: new RegExp(`${paymentId}.*ქვითრის გახსნა`) })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('receipt')).toBeVisible();
    expect(await seriousAxe(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/receipt-dialog-${viewport.width}.png`, fullPage: false });
    const second = await downloadFrom(page, () => dialog.getByTestId('document-download').click());
    expect(second).toBe(first);
  });
}
