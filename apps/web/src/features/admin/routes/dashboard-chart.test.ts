import { describe, expect, it } from 'vitest';
import { axisNumber } from './dashboard-chart';

describe('the dashboard charts’ y axis (issue 39 item 26, decision 31)', () => {
  it('writes lari and counts as the page’s language writes numbers, not the browser’s', () => {
    expect(axisNumber(16_000, 'ka')).toBe('16\u00a0000');
    expect(axisNumber(16_000, 'ru')).toBe('16\u00a0000');
    expect(axisNumber(16_000, 'en')).toBe('16,000');
    expect(axisNumber(1_250_000.5, 'ka')).toBe('1\u00a0250\u00a0000,5');
    expect(axisNumber(1_250_000.5, 'en')).toBe('1,250,000.5');
    expect(axisNumber(0.30000000000000004, 'ka')).toBe('0,3');
    expect(axisNumber(-2500, 'ka')).toBe('-2\u00a0500');
    expect(axisNumber(0, 'en')).toBe('0');
  });
});
