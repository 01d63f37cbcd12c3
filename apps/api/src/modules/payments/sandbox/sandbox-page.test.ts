import { describe, expect, it } from 'vitest';
import { renderCardPage } from './sandbox-page.ts';

/** The sandbox bank's hosted card page (issue 26 item 15: a serif fallback and the browser's English bubbles). */
describe('the sandbox card page', () => {
  it('issue 26 item 15: validates on the bank side in the page language, never with the browser bubbles', () => {
    for (const language of ['KA', 'EN', 'RU'] as const) {
      const html = renderCardPage({ language, orderId: 'ord_1' });
      expect(/<form [^>]*\bnovalidate\b/.test(html)).toBe(true);
    }
    const refused = renderCardPage({ language: 'KA', orderId: 'ord_1', error: 'name' });
    expect(refused).toMatch(/id="cc-name"[^>]*aria-invalid="true"/);
    expect(refused).toMatch(/role="alert" id="form-error">[^<]*[\u10D0-\u10FF]/);
  });

  it('issue 26 item 15: sets a sans-serif face that covers Georgian script', () => {
    const html = renderCardPage({ language: 'KA', orderId: 'ord_1' });
    const family = /body\{[^}]*font:[^;}]*?\d+px\/[\d.]+ ([^;}]+)/.exec(html)?.[1] ?? '';
    expect(family).toContain('Noto Sans Georgian');
    expect(family.trim().endsWith('sans-serif')).toBe(true);
    expect(family).not.toMatch(/(^|,)\s*serif\b/);
  });
});
