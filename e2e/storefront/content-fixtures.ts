import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../../content');
export const LOCALES = ['ka', 'en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];

/* eslint-disable @typescript-eslint/no-explicit-any -- test fixtures read the seed JSON loosely */
/** The seed content of a type in a locale: what the pages must show. */
export function content(locale: Locale, type: string): any {
  return JSON.parse(fs.readFileSync(path.join(root, locale, `${type}.json`), 'utf8'));
}

export const productsOf = (locale: Locale, kind: string): any[] => content(locale, 'product').entries.filter((e: any) => e.kind === kind);

/** Opens a path in a language, stored as the app stores it (local storage and the `lang` cookie the server reads). */
export async function openIn(page: Page, locale: Locale, url: string): Promise<void> {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), locale.toUpperCase());
  const base = test.info().project.use.baseURL ?? 'http://127.0.0.1';
  await page.context().addCookies([{ name: 'lang', value: locale.toUpperCase(), url: base }]);
  await page.goto(url);
  await appTookOver(page);
}

/**
 * Waits until the app has replaced the first screen the server rendered (inert until then). A
 * click waits by itself (inert elements are not enabled); a test that reads state or runs a fake
 * clock waits here first.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('.first-screen')).toHaveCount(0);
}

/** Every request the page makes must stay on this machine (no tracker or chat without configuration). */
export function recordForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') foreign.push(request.url());
  });
  return foreign;
}
