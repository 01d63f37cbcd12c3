import { expect, test } from '@playwright/test';
import { VIEWPORTS } from '../support/app';
import { loginViaApi } from '../support/auth';
import { seriousAxe } from '../support/axe';
import { newCustomerWhoBought } from './saved-card';

/**
 * Issue 41 (decision 33): `npm start` sells as a VAT payer, so a purchase's receipt dialog shows the
 * VAT each line includes, and under the total "მათ შორის დღგ 18%" and the total without VAT; the staff
 * console's payment shows the same figures. 2 × Retail monthly = 178,00 ₾, of which 27,15 ₾ VAT
 * (178 × 18 / 118 = 27,1525…), 150,85 ₾ without. In Georgian, at 1440 and 375 px, axe clean.
 */
const SHOTS = '.test-results/vat-receipt';
const ADMIN = { email: 'admin@orioni.ge', password: 'Admin#Orioni2026' };
const nbsp = (text: string) => text.replace(/ (?=₾)/g, '\u00a0');

for (const [label, viewport] of [
  ['desktop', VIEWPORTS.desktop],
  ['mobile', VIEWPORTS.mobile],
] as const) {
  test(`a VAT payer's receipt and the console's payment show the VAT, at ${viewport.width}px (${label})`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.addInitScript(() => window.localStorage.setItem('lang', 'KA'));
    const { paymentId } = await newCustomerWhoBought(page, { firstName: 'Vat', label, productKey: 'ORIONI_RETAIL_M1', quantity: 2 });

    await page.goto(`/transactionHistory/default/id/${paymentId}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('receipt')).toBeVisible();
    await expect(dialog.getByTestId('receipt-total')).toHaveText(nbsp('178,00 ₾'));
    await expect(dialog.getByTestId('line-vat')).toContainText(nbsp('27,15 ₾'));
    await expect(dialog.getByTestId('receipt-vat')).toContainText('მათ შორის დღგ 18%');
    await expect(dialog.getByTestId('receipt-vat')).toContainText(nbsp('27,15 ₾'));
    await expect(dialog.getByTestId('receipt-net')).toContainText('სულ დღგ-ს გარეშე');
    await expect(dialog.getByTestId('receipt-net')).toContainText(nbsp('150,85 ₾'));
    expect(await seriousAxe(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/receipt-dialog-${viewport.width}.png`, fullPage: false });

    const staff = await browser.newContext({ viewport, locale: 'ka-GE', baseURL: test.info().project.use.baseURL });
    try {
      const staffPage = await staff.newPage();
      await staffPage.addInitScript(() => window.localStorage.setItem('lang', 'KA'));
      await loginViaApi(staffPage, ADMIN.email, ADMIN.password);
      await staffPage.goto('/admin');
      await staffPage.getByRole('tab', { name: 'გადახდების ისტორია' }).click();
      const article = staffPage.getByTestId('admin-payment').filter({ has: staffPage.locator(`#admin-payment-${paymentId}`) });
      await expect(article).toBeVisible();
      await expect(article.getByTestId('admin-payment-vat')).toContainText('მათ შორის დღგ 18%');
      await expect(article.getByTestId('admin-payment-vat')).toContainText(nbsp('27,15 ₾'));
      await expect(article.getByTestId('admin-payment-net')).toContainText(nbsp('150,85 ₾'));
      await expect(article.getByTestId('line-vat')).toContainText(nbsp('27,15 ₾'));
      expect(await seriousAxe(staffPage)).toEqual([]);
      await article.screenshot({ path: `${SHOTS}/admin-payment-${viewport.width}.png` });
    } finally {
      await staff.close();
    }
  });
}
