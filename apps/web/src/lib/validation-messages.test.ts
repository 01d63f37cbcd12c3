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

describe('a field error that is an error catalogue message', () => {
  it('is translated by its key through the errorTranslate table, not by a second table', () => {
    const table = [{ key: 'WRONG_PASSWORD', value: 'მიმდინარე პაროლი არასწორია' }];
    expect(translateMessage('The current password is not correct', 'ka', table)).toBe('მიმდინარე პაროლი არასწორია');
    // Without the settings content it shows as the server sent it.
    expect(translateMessage('The current password is not correct', 'ka')).toBe('The current password is not correct');
  });
});
