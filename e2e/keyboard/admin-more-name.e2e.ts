import { expect, test } from '@playwright/test';
import { VIEWPORTS } from '../support/app';
import { loginViaApi } from '../support/auth';

/** Issue 32 item 15 (WCAG 2.5.3): the console rows' More button says its visible word first, in every language. */

const ADMIN = { email: 'admin@orioni.ge', password: 'Admin#Orioni2026' };

for (const lang of ['KA', 'EN', 'RU'] as const) {
  test(`issue 32 item 15: each More button's accessible name begins with its visible label (${lang})`, async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.addInitScript((language) => window.localStorage.setItem('lang', language), lang);
    await loginViaApi(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin');
    await expect(page.getByTestId('users-table')).toBeVisible();
    // Current Billings and On-premise, by their place (their words are another item's).
    for (const key of ['billings', 'onPremise']) {
      await page.locator(`[role="tab"][id$="-tab-${key}"]`).click();
      const buttons = page.locator('.admin-table__more button');
      await expect(buttons.first()).toBeVisible();
      const names = await buttons.evaluateAll((list) =>
        list.map((button) => ({ label: (button.textContent ?? '').trim(), name: button.getAttribute('aria-label') ?? '' })),
      );
      expect(names.length).toBeGreaterThan(0);
      for (const { label, name } of names) {
        expect(label).not.toBe('');
        expect(name.toLocaleLowerCase().startsWith(label.toLocaleLowerCase()), `"${name}" for the visible "${label}"`).toBe(true);
      }
    }
  });
}
