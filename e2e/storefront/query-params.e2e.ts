import { expect, test, type Page } from '@playwright/test';
import { loginViaApi } from '../support/auth';

/**
 * Issue 15, item 4: `?demo=true`, `?product=…` and `?register=true` on the home page open their
 * dialog once and leave the address once; the history is not rewritten in a loop.
 */
async function countHistoryWrites(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __historyWrites: number };
    w.__historyWrites = 0;
    for (const method of ['replaceState', 'pushState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['replaceState']>) => {
        w.__historyWrites += 1;
        return original(...args);
      };
    }
  });
}
const writes = (page: Page) => page.evaluate(() => (window as unknown as { __historyWrites: number }).__historyWrites);

/** The count settles and stays put over 60 rendered frames (it ran away by the thousand before the fix). */
async function expectSettled(page: Page): Promise<void> {
  await expect.poll(() => writes(page)).toBeLessThanOrEqual(3);
  const settled = await writes(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let left = 60;
        const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
  );
  expect(await writes(page)).toBe(settled);
}

for (const [query, dialogName] of [
  ['demo=true', /დემო|demo/i],
  ['register=true', /რეგისტრაცია|register/i],
] as const) {
  test(`/?${query} opens its dialog once and removes the parameter`, async ({ page }) => {
    await countHistoryWrites(page);
    await page.goto(`/?${query}`);
    await expect(page.getByRole('dialog', { name: dialogName })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectSettled(page);
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });
}

test('/?product=orioni-erp opens the buy flow of that product once, signed in', async ({ page }) => {
  await loginViaApi(page, 'customer@orioni.ge', 'Customer#2026');
  await countHistoryWrites(page);
  await page.goto('/?product=orioni-erp');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectSettled(page);
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('/?product=orioni-erp asks an anonymous visitor to log in, once', async ({ page }) => {
  await countHistoryWrites(page);
  await page.goto('/?product=orioni-erp');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectSettled(page);
});
