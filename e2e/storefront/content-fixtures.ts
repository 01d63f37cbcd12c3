import fs from 'node:fs';
import path from 'node:path';
import { test, type Page } from '@playwright/test';
import { appTookOver } from '../support/app';

export { appTookOver };

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

/** Every request the page makes must stay on this machine (no tracker or chat without configuration). */
export function recordForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') foreign.push(request.url());
  });
  return foreign;
}

/**
 * Id references (aria-labelledby, aria-describedby, aria-controls of an expanded control, label for)
 * that point at no element. Hydration keeps the server's attributes, so a `useId` value that differs
 * between the server's tree and the browser's shows up here. Closed dialogs and collapsed controls
 * may point at content they render only when open.
 */
export async function danglingIdReferences(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-labelledby], [aria-describedby], [aria-controls], label[for]')]
      .filter((element) => !element.closest('dialog:not([open])'))
      .flatMap((element) =>
        ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for']
          .filter((name) => name !== 'aria-controls' || element.getAttribute('aria-expanded') === 'true')
          .flatMap((name) => (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean))
          .filter((id) => !document.getElementById(id))
          .map((id) => `${element.tagName.toLowerCase()} → #${id}`),
      ),
  );
}
