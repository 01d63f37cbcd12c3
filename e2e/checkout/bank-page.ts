import { expect, type Page } from '@playwright/test';

/**
 * From the add-card terms dialog: ticks the terms, goes to the sandbox bank's page, saves `number`
 * there and waits for the way back to `back`. With `checkUntickedFirst` it first shows that an
 * unticked box turns the error colour and goes nowhere.
 */
export async function saveCardOnBankPage(page: Page, number: string, back: RegExp, checkUntickedFirst = false): Promise<void> {
  const terms = page.getByRole('dialog', { name: 'Add a payment card' });
  await expect(terms).toBeVisible();
  if (checkUntickedFirst) {
    await terms.getByRole('button', { name: 'Continue to the bank' }).click();
    await expect(terms.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  }
  await terms.getByRole('checkbox').check();
  await terms.getByRole('button', { name: 'Continue to the bank' }).click();
  await page.waitForURL(/\/sandbox-gateway\//);
  await page.locator('#cc-name').fill('NINO JOURNEY');
  await page.locator('#cc-number').fill(number);
  await page.locator('#cc-exp').fill('12/30');
  await page.locator('#cc-csc').fill('123');
  await page.locator('button[value="save"]').click();
  await page.waitForURL(back);
}
