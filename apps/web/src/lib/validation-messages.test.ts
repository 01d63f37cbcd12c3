import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@orioni/contracts/validation';
import { translateMessage } from './validation-messages';

describe('translateMessage', () => {
  it('translates every contracts field message into Georgian and Russian', () => {
    for (const message of Object.values(MESSAGES)) {
      for (const locale of ['ka', 'ru'] as const) {
        const out = translateMessage(message, locale);
        expect(out, `${locale}: ${message}`).not.toBe(message);
        expect(out).not.toMatch(/[A-Za-z]{3}/);
      }
      expect(translateMessage(message, 'en')).toBe(message);
    }
  });

  it('passes unknown messages through and empties nothing', () => {
    expect(translateMessage('Some new message', 'ka')).toBe('Some new message');
    expect(translateMessage(undefined, 'ru')).toBe('');
  });
});
