import { expect, test, type Page } from '@playwright/test';
import { VIEWPORTS } from '../support/app';
import { loginViaApi, registerAndVerify } from '../support/auth';

/**
 * Issue 30 item 1: for staff, the admin console and its revenue dashboard come rendered, with their
 * first answers (the user, the console's first list of customers, the dashboard's figures) put in
 * them by the server, so the app asks for none of them again; the dashboard's charts are drawn in
 * boxes of their final size. A customer's session gets nothing of the kind.
 */
const ADMIN = { email: 'admin@orioni.ge', password: 'Admin#Orioni2026' };
const WATCHED = ['/api/user', '/api/product/cart', '/api/admin/user/list', '/api/admin/dashboard'];

async function watch(page: Page): Promise<string[]> {
  const started: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (WATCHED.includes(pathname) && r.method() === 'GET') started.push(pathname);
  });
  return started;
}

async function asStaffInEnglish(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'EN'));
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await page.context().addCookies([{ name: 'lang', value: 'EN', url: test.info().project.use.baseURL! }]);
}

function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|error/i.test(message.text())) problems.push(message.text());
  });
  return problems;
}

test('the admin console shows the customers it came with and asks for nothing it came with', async ({ page }) => {
  await asStaffInEnglish(page);
  const started = await watch(page);
  const problems = hydrationProblems(page);
  const response = await page.goto('/admin');
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  expect(await response!.text()).toContain('<div id="root" inert data-server-rendered="en">');
  await expect(page.locator('html')).toHaveAttribute('data-start', 'hydrated');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.admin-count')).toBeVisible();
  expect(started).toEqual([]);
  expect(await page.locator('#initial-session').count()).toBe(0);
  expect(problems).toEqual([]);
});

for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
  test(`the dashboard at ${viewport.width}px shows the figures it came with, asks for nothing again, and its charts move nothing`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await asStaffInEnglish(page);
    const started = await watch(page);
    const problems = hydrationProblems(page);
    const response = await page.goto('/admin/dashboard');
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    const served = await response!.text();
    expect(served).toContain('<div id="root" inert data-server-rendered="en">');
    expect(served).toContain('dashboard-figure__big'); // the figures are in the HTML
    // Where the figures stand in the HTML, before any script: the charts' boxes are already their size.
    const before = await page.evaluate(() =>
      [...document.querySelectorAll('.dashboard-figure')].map((figure) => Math.round(figure.getBoundingClientRect().top)),
    );
    await expect(page.locator('html')).toHaveAttribute('data-start', 'hydrated');
    await expect(page.locator('.dashboard-chart canvas').first()).toBeVisible();
    await expect.poll(() => page.locator('.dashboard-chart canvas').count()).toBe(await page.locator('.dashboard-chart').count());
    const after = await page.evaluate(() =>
      [...document.querySelectorAll('.dashboard-figure')].map((figure) => Math.round(figure.getBoundingClientRect().top)),
    );
    if (before.length > 0) expect(after).toEqual(before);
    expect(started).toEqual([]);
    expect(await page.locator('#initial-session').count()).toBe(0);
    expect(problems).toEqual([]);
  });
}

test("a customer's session gets no staff answers: /admin is sent home as before", async ({ page }) => {
  const { email, password } = await registerAndVerify(page.request, { language: 'EN' });
  await loginViaApi(page, email, password);
  for (const path of ['/admin', '/admin/dashboard']) {
    const response = await page.request.get(path);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    const html = await response.text();
    expect(html, path).not.toContain('initial-session');
    expect(html, path).not.toContain('data-server-rendered');
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});
