import { expect, test } from '@playwright/test';
import { openPage, VIEWPORTS } from '../support/app';
import { buyCart, customerWithCart } from './customer';

/** Issue 32 item 14: a search on current products says what it found, or that it found nothing, in a polite live region. */

test('issue 32 item 14: an empty search result and a result count on current products are announced politely', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await buyCart(page, await customerWithCart(page, 'Search', 'ORIONI_ERP_M1'), 'Nino Search');
  await openPage(page, '/currentproducts');
  await page.locator('[role="tab"][id$="-tab-billing"]').click();
  const search = page.getByTestId('products-search');
  await expect(search).toBeVisible();

  const status = page.getByTestId('products-status');
  await search.focus();
  await page.keyboard.type('zzqx');
  await expect(status).toHaveText('No product matches “zzqx”.');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toHaveAttribute('aria-live', 'polite');

  await page.keyboard.press('Control+A');
  await page.keyboard.type('ERP');
  await expect(status).toHaveText('1 product found');
  await expect(page.locator('.products-list')).toContainText('ERP');
});
