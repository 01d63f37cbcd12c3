import { expect, test } from '@playwright/test';
import { VIEWPORTS } from '../support/app';
import { loginViaApi } from '../support/auth';
import { seriousAxe } from '../support/axe';

/**
 * Issue 29 item 1: the revenue dashboard in Georgian (the default language) at 1440 and 375 px, as
 * the demo admin reaches it from the console's header: every figure is there with the sentence that
 * defines it; a chart is drawn (uPlot's canvas) and its table view shows the same figures; the
 * overdue rows link to Current Billings; axe finds nothing serious or critical; nothing scrolls
 * sideways. Screenshots of each width go to .test-results/dashboard/.
 */
const ADMIN = { email: 'admin@orioni.ge', password: 'Admin#Orioni2026' };
const SHOTS = '.test-results/dashboard';

for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
  test(`the revenue dashboard in Georgian at ${viewport.width}px: charts, their tables, no serious axe findings`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await loginViaApi(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin');
    const link = page.getByRole('link', { name: 'შემოსავლების დაფა' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'შემოსავლების დაფა' })).toBeVisible();

    // Every figure, each with its definition printed under it (the contracts' Georgian sentence).
    const mrr = page.getByRole('region', { name: 'MRR და ARR', exact: true });
    await expect(mrr).toBeVisible();
    await expect(mrr.getByText(/MRR არის თვიური გამოწერები/)).toBeVisible();
    for (const title of [
      'MRR-ის მოძრაობა თვეების მიხედვით',
      'ვადაგადაცილებული დავალიანება ხანდაზმულობით',
      'პროგნოზი: მომდევნო 30 დღე',
      'გადახდები დღეების მიხედვით: ბოლო 90 დღე',
      'მომხმარებლები სტატუსის მიხედვით',
    ])
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

    // The chart is drawn by the library (a canvas with pixels), named for screen readers.
    const chart = mrr.getByRole('img', { name: /დიაგრამა: MRR და ARR/ });
    await expect(chart.locator('canvas')).toBeVisible();
    const box = await chart.locator('canvas').boundingBox();
    expect(box!.width).toBeGreaterThan(200);
    expect(box!.width).toBeLessThanOrEqual(viewport.width);

    // Its table view: the same 13 points (12 month ends and today), the toggle pressed.
    const toggle = mrr.getByRole('button', { name: 'ცხრილად ჩვენება' });
    await toggle.click();
    const table = mrr.getByRole('table', { name: 'MRR და ARR' });
    await expect(table).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(13);
    await expect(mrr.getByRole('button', { name: 'დიაგრამად ჩვენება' })).toHaveAttribute('aria-pressed', 'true');
    await expect(mrr.locator('canvas')).toHaveCount(0);

    // The overdue table (its default view) links each age to Current Billings.
    const overdue = page.getByRole('region', { name: 'ვადაგადაცილებული დავალიანება ხანდაზმულობით', exact: true });
    await expect(overdue.getByRole('table').locator('tbody tr')).toHaveCount(4);
    await expect(overdue.getByRole('link').first()).toHaveAttribute(
      'href',
      /\/admin\?tab=billings&isOverdue=true&overdueFrom=0&overdueTo=7/,
    );

    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAxe(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/dashboard-${viewport.width}-table.png`, fullPage: true });
    await mrr.getByRole('button', { name: 'დიაგრამად ჩვენება' }).click();
    await expect(mrr.locator('canvas')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/dashboard-${viewport.width}.png`, fullPage: true });

    // An overdue age opens Current Billings with that filter: the list shows as many items as the row counted.
    const row = overdue.getByRole('table').locator('tbody tr').nth(2);
    const counted = Number(await row.locator('td').first().textContent());
    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\?tab=billings&isOverdue=true&overdueFrom=31&overdueTo=90$/);
    await expect(page.getByRole('tab', { name: 'მიმდინარე გამოწერები' })).toHaveAttribute('aria-selected', 'true');
    if (counted === 0) await expect(page.locator('.admin-count')).toHaveCount(0);
    else await expect(page.locator('.admin-count')).toContainText(String(counted));

    // The filter dialog shows the ages the list is filtered by, and refuses a minimum above the maximum.
    await page.getByRole('button', { name: 'ფილტრი (3)', exact: true }).click();
    const filter = page.getByRole('dialog', { name: 'ტრანზაქციების ფილტრი' });
    await expect(filter.getByLabel('ვადაგადაცილება: მინიმუმ დღე')).toHaveValue('31');
    await expect(filter.getByLabel('ვადაგადაცილება: მაქსიმუმ დღე')).toHaveValue('90');
    await filter.getByLabel('ვადაგადაცილება: მაქსიმუმ დღე').fill('20');
    await filter.getByRole('button', { name: 'გამოყენება' }).click();
    await expect(filter.getByText('მინიმუმი მაქსიმუმზე მეტია')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/dashboard-${viewport.width}-filter.png` });
    await expect(page).toHaveURL(/overdueTo=90$/);
  });
}
