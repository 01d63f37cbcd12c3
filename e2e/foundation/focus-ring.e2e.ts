import { expect, test } from '@playwright/test';
import { openPage } from '../support/app';
import { contrastRatio, parseRgb } from '../support/contrast';

/**
 * Issue 32 item 9 (WCAG 1.4.11): the keyboard focus ring has at least 3:1 against the four light
 * surfaces it is drawn on: white, the page background, primary-soft and the overdue warning-soft.
 * The surfaces are read from the design tokens, the ring from the stylesheet's :focus-visible rule.
 */
test('issue 32 item 9: the focus ring measures 3:1 or more on the four light backgrounds', async ({ page }) => {
  await openPage(page, '/');
  const surfaces = ['--color-surface', '--color-bg', '--color-primary-soft', '--color-warning-soft'];
  await page.evaluate((tokens) => {
    for (const token of tokens) {
      const box = document.createElement('div');
      box.style.background = `var(${token})`;
      box.style.padding = '12px';
      box.dataset.surface = token;
      const button = document.createElement('button');
      button.textContent = token;
      box.append(button);
      document.querySelector('#main')!.prepend(box);
    }
  }, surfaces);
  for (const token of surfaces) {
    const box = page.locator(`[data-surface="${token}"]`);
    await box.locator('button').focus();
    // Focus from the keyboard's point of view: a programmatic focus after a key press is :focus-visible.
    await page.keyboard.press('Shift');
    const { ring, background, visible } = await box.evaluate((e) => {
      const button = e.querySelector('button')!;
      return {
        ring: getComputedStyle(button).outlineColor,
        background: getComputedStyle(e).backgroundColor,
        visible: button.matches(':focus-visible'),
      };
    });
    expect(visible, token).toBe(true);
    expect(contrastRatio(parseRgb(ring), parseRgb(background)), `${token}: ${ring} on ${background}`).toBeGreaterThanOrEqual(3);
  }
});

test('issue 32 item 9: on the dark hero the ring is amber and measures 3:1 or more against the night', async ({ page }) => {
  await openPage(page, '/');
  const button = page.locator('.home-hero .btn').first();
  await button.focus();
  await page.keyboard.press('Shift');
  const { ring, night } = await button.evaluate((e) => ({
    ring: getComputedStyle(e).outlineColor,
    night: getComputedStyle(document.documentElement).getPropertyValue('--color-night').trim(),
  }));
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(night)!;
  const nightRgb = [hex[1], hex[2], hex[3]].map((h) => parseInt(h!, 16));
  expect(contrastRatio(parseRgb(ring), nightRgb)).toBeGreaterThanOrEqual(3);
});
