import { describe, expect, it } from 'vitest';
import { LANGUAGES, PRODUCT_TYPES } from './constants.ts';
import { ONE_TIME_NAME, ONE_TIME_NAMES, periodName } from './period-names.ts';

/** Issue 39 item 25: a one-time price is named by what is bought; only a solution's is a licence. */
describe('periodName', () => {
  const LICENCE = /ლიცენზ|лиценз|licen[cs]e/i;

  it.each(LANGUAGES)('%s: a one-time price of hardware or a service (a training) is no licence; a solution’s is', (language) => {
    expect(periodName('PREMISE', 'SOLUTION', language)).toMatch(LICENCE);
    for (const kind of ['HARDWARE', 'SERVICE'] as const) expect(periodName('PREMISE', kind, language)).not.toMatch(LICENCE);
    expect(periodName('PREMISE', null, language)).toBe(ONE_TIME_NAME[language]);
    expect(periodName('PREMISE', null, language)).not.toMatch(LICENCE);
    // Each kind its own word.
    expect(new Set(PRODUCT_TYPES.map((kind) => periodName('PREMISE', kind, language))).size).toBe(PRODUCT_TYPES.length);
  });

  it('monthly and annual are the same for every kind, and Georgian monthly is ყოველთვიური (issue 39 item 40)', () => {
    for (const kind of [...PRODUCT_TYPES, null]) {
      expect(periodName('M1', kind, 'KA')).toBe('ყოველთვიური');
      expect(periodName('Y1', kind, 'EN')).toBe('Annual');
      expect(periodName('M1', kind, 'RU')).toBe('Ежемесячно');
    }
    expect(ONE_TIME_NAMES.EN).toEqual({ SOLUTION: 'On-premise licence', HARDWARE: 'One-time purchase', SERVICE: 'One-time service' });
  });
});
