import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { VIEWPORTS } from '../support/app';
import { loginViaApi } from '../support/auth';
import { seriousAxe } from '../support/axe';

/**
 * Issue 42 item 5, in Georgian at 1440 and 375 px: staff reach the integrations page from the console,
 * add an endpoint at a receiver this test runs on 127.0.0.1 (the journeys' server is no production one,
 * so a local http address is allowed), see its secret once, send a test event and see it delivered in
 * the log; the receiver verifies it with the `standardwebhooks` package and the secret shown. Staff send
 * it again: the second try reaches the receiver with the same webhook-id and shows as the delivery's
 * second attempt. A second endpoint that answers 500 is turned off (its waiting delivery fails), on
 * again, and its failed deliveries since a day ago are sent again; a rotated secret signs beside the old
 * one. Axe finds nothing serious or critical; nothing scrolls sideways. Screenshots in .test-results/webhooks/.
 */
const ADMIN = { email: 'admin@orioni.ge', password: 'Admin#Orioni2026' };
const SHOTS = '.test-results/webhooks';

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** A vendor's back office: answers 200, or 500 under /fail/, and keeps every request as it came. */
async function startReceiver(): Promise<{ url(path: string): string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      received.push({ path: req.url ?? '', headers, body: Buffer.concat(chunks).toString('utf8') });
      const failing = (req.url ?? '').startsWith('/fail/');
      res.writeHead(failing ? 500 : 200, { 'content-type': 'text/plain' }).end(failing ? 'ERP is down for maintenance' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The Standard Webhooks check a receiver makes: the payload when the signature verifies with `secret`. */
const verified = (secret: string, message: Received) =>
  new Webhook(secret).verify(message.body, {
    'webhook-id': message.headers['webhook-id']!,
    'webhook-timestamp': message.headers['webhook-timestamp']!,
    'webhook-signature': message.headers['webhook-signature']!,
  }) as { type: string; data: { endpointId: number } };

/** Adds an endpoint through the dialog and returns the secret it shows, this once. */
async function addEndpoint(page: Page, url: string, events: 'all' | string[]): Promise<string> {
  await page.getByRole('button', { name: 'მისამართის დამატება' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'ვებჰუკის მისამართის დამატება' });
  await expect(dialog).toBeVisible();
  // Nothing filled: the form says what is missing, under each field.
  await dialog.getByRole('button', { name: 'დამატება', exact: true }).click();
  await expect(dialog.getByText('შეიყვანეთ სრული მისამართი, რომელიც https://-ით იწყება')).toBeVisible();
  await expect(dialog.getByText('მონიშნეთ ერთი მოვლენა მაინც')).toBeVisible();
  await expect(dialog.getByLabel('მისამართი (URL)')).toBeFocused();
  await dialog.getByLabel('მისამართი (URL)').fill(url);
  await dialog.getByLabel('აღწერა (არასავალდებულო)').fill('ბუღალტერია: 1C');
  if (events === 'all') {
    await dialog.getByLabel('ყველას მონიშვნა').check();
    await expect(dialog.getByText('მონიშნულია 17, სულ 17')).toBeVisible();
  } else for (const name of events) await dialog.getByLabel(name).check();
  expect(await seriousAxe(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'დამატება', exact: true }).click();

  const shown = page.getByRole('dialog', { name: 'მისამართი დაემატა: მისი საიდუმლო გასაღები' });
  await expect(shown).toBeVisible();
  await expect(shown.getByText(/მხოლოდ ერთხელ ჩანს/)).toBeVisible();
  const field = shown.getByLabel('ხელმოწერის საიდუმლო გასაღები');
  await expect(field).toBeFocused();
  const secret = await field.inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
  return secret;
}

const card = (page: Page, url: string): Locator => page.getByTestId('webhook-endpoint').filter({ hasText: url });
const outcome = (page: Page) => page.getByTestId('integrations-outcome');
const receivedAt = (receiver: { received: Received[] }, path: string) => () => receiver.received.filter((r) => r.path === path);

for (const [label, viewport] of [
  ['desktop', VIEWPORTS.desktop],
  ['mobile', VIEWPORTS.mobile],
] as const) {
  test(`staff add a webhook endpoint, see its secret once, send a test event, read it in the log and send it again, in Georgian at ${viewport.width}px (${label})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const receiver = await startReceiver();
    try {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => window.localStorage.setItem('lang', 'KA'));
      await loginViaApi(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin');
      await page.getByRole('link', { name: 'ინტეგრაციები' }).click();
      await expect(page).toHaveURL(/\/admin\/integrations$/);
      await expect(page.getByRole('heading', { level: 1, name: 'ინტეგრაციები' })).toBeVisible();

      // Added: the secret is shown once, then nowhere on the page.
      const run = `${label}-${Date.now().toString(36)}`;
      const okPath = `/hooks/${run}`;
      const okUrl = receiver.url(okPath);
      const secret = await addEndpoint(page, okUrl, ['შენაძენი გადახდილია', 'გამოწერა განახლდა']);
      expect(await seriousAxe(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/secret-${viewport.width}.png` });
      await page.getByRole('button', { name: 'შევინახე' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const endpoint = card(page, okUrl);
      await expect(endpoint).toContainText('ჩართულია');
      await expect(endpoint).toContainText('შენაძენი გადახდილია');
      await expect(endpoint).toContainText('გამოწერა განახლდა');
      expect(await page.content()).not.toContain(secret);

      // A test event: announced, delivered, verified by the receiver with the secret shown.
      await endpoint.getByRole('button', { name: 'სატესტო მოვლენის გაგზავნა' }).click();
      await expect(outcome(page)).toHaveText('სატესტო მოვლენა რიგშია: ის მალე გამოჩნდება მიწოდების ჟურნალში.');
      const atOk = receivedAt(receiver, okPath);
      await expect.poll(() => atOk().length, { timeout: 20_000 }).toBe(1);
      const first = atOk()[0]!;
      expect(verified(secret, first).type).toBe('webhook.test');

      // The log shows it delivered (it asks again while the delivery waits).
      const log = page.getByTestId('webhook-log');
      await expect(log).toContainText(okUrl);
      const row = log.getByTestId('webhook-delivery').filter({ hasText: 'webhook.test' });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('მიწოდებულია', { timeout: 15_000 });
      await expect(row).toContainText('HTTP 200');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousAxe(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/log-${viewport.width}.png`, fullPage: true });

      // Its details: the webhook-id the receiver got, one try answered 200, the very body it was sent.
      await row.getByRole('button', { name: /^დეტალები/ }).click();
      const detail = page.getByRole('dialog', { name: /^მიწოდება №\d+$/ });
      await expect(detail.getByTestId('webhook-message-id')).toHaveText(first.headers['webhook-id']!);
      await expect(detail.getByTestId('webhook-attempt')).toHaveCount(1);
      await expect(detail.getByTestId('webhook-attempt')).toContainText('HTTP 200');
      await expect(detail.getByTestId('webhook-payload')).toHaveText(first.body);
      expect(await seriousAxe(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/delivery-${viewport.width}.png` });
      await page.keyboard.press('Escape');
      await expect(detail).toHaveCount(0);

      // Sent again: the same webhook-id reaches the receiver a second time, and the delivery has two attempts.
      await row.getByRole('button', { name: /^ხელახლა გაგზავნა/ }).click();
      await expect(outcome(page)).toHaveText('მიწოდება ხელახლა ჩადგა რიგში, იმავე webhook-id-ით.');
      await expect.poll(() => atOk().length, { timeout: 20_000 }).toBe(2);
      const second = atOk()[1]!;
      expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
      expect(second.body).toBe(first.body);
      expect(verified(secret, second).type).toBe('webhook.test');
      await expect(row.locator('td[data-label="მცდელობები"]')).toHaveText('2', { timeout: 15_000 });
      await row.getByRole('button', { name: /^დეტალები/ }).click();
      await expect(detail.getByTestId('webhook-attempt')).toHaveCount(2);
      await expect(detail.getByTestId('webhook-attempt').nth(1)).toContainText('HTTP 200');
      await page.keyboard.press('Escape');

      // Rotated: the confirmation says both secrets sign for 24 hours; a new secret is shown once, and signs beside the old.
      await endpoint.getByRole('button', { name: 'გასაღების შეცვლა' }).click();
      const rotate = page.getByRole('dialog', { name: 'შეიცვალოს საიდუმლო გასაღები?' });
      await expect(rotate).toContainText('24 საათის განმავლობაში ყოველ შეტყობინებას ორივე გასაღები აწერს ხელს');
      await rotate.getByRole('button', { name: 'გასაღების შეცვლა' }).click();
      const rotated = page.getByRole('dialog', { name: 'ახალი საიდუმლო გასაღები' });
      const newSecret = await rotated.getByLabel('ხელმოწერის საიდუმლო გასაღები').inputValue();
      expect(newSecret).toMatch(/^whsec_/);
      expect(newSecret).not.toBe(secret);
      await rotated.getByRole('button', { name: 'შევინახე' }).click();
      await expect(endpoint).toContainText('ძველი გასაღებიც აწერს ხელს');
      await endpoint.getByRole('button', { name: 'სატესტო მოვლენის გაგზავნა' }).click();
      await expect.poll(() => atOk().length, { timeout: 20_000 }).toBe(3);
      expect(verified(newSecret, atOk()[2]!).type).toBe('webhook.test');
      expect(verified(secret, atOk()[2]!).type).toBe('webhook.test');

      // An endpoint that answers 500: turned off (its waiting delivery fails), on again, its failed ones sent again.
      const failPath = `/fail/${run}`;
      const failUrl = receiver.url(failPath);
      await addEndpoint(page, failUrl, 'all');
      await page.getByRole('button', { name: 'შევინახე' }).click();
      const failing = card(page, failUrl);
      await expect(failing).toContainText('ყველა მოვლენა (17)');
      await failing.getByRole('button', { name: 'სატესტო მოვლენის გაგზავნა' }).click();
      const atFail = receivedAt(receiver, failPath);
      await expect.poll(() => atFail().length, { timeout: 20_000 }).toBeGreaterThan(0);
      await failing.getByRole('button', { name: 'გამორთვა' }).click();
      const off = page.getByRole('dialog', { name: 'გამოირთოს მისამართი?' });
      await off.getByRole('button', { name: 'გამორთვა' }).click();
      await expect(off).toHaveCount(0);
      await expect(outcome(page)).toContainText('გამორთულია: ჩართვამდე მას არაფერი გაეგზავნება.');
      await expect(failing).toContainText('გამორთო თანამშრომელმა');
      await expect(failing.getByTestId('webhook-failed')).toHaveText('1');
      await failing.getByRole('button', { name: 'ჩართვა' }).click();
      await expect(outcome(page)).toContainText('ისევ ჩართულია');
      await expect(failing).toContainText('ჩართულია');
      await failing.getByRole('button', { name: 'მიწოდების ჟურნალი' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'მიწოდების ჟურნალი' })).toBeFocused();
      await log.getByLabel('სტატუსი').selectOption({ label: 'ვერ მიეწოდა' });
      await expect(log.getByTestId('webhook-delivery')).toHaveCount(1);
      const tries = atFail().length;
      await log.getByRole('button', { name: 'ვერ მიწოდებულების ხელახლა გაგზავნა' }).click();
      await expect(outcome(page)).toHaveText('1 ვერ მიწოდებული შეტყობინება ხელახლა ჩადგა რიგში.');
      await expect.poll(() => atFail().length, { timeout: 20_000 }).toBeGreaterThan(tries);
      expect(atFail().at(-1)!.headers['webhook-id']).toBe(atFail()[0]!.headers['webhook-id']);

      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousAxe(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/integrations-${viewport.width}.png`, fullPage: true });
    } finally {
      await receiver.close();
    }
  });
}
