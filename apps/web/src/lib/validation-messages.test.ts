import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@orioni/contracts/validation';
import { translateMessage } from './validation-messages';

describe('translateMessage', () => {
  it('translates every contracts field message into Georgian and Russian', () => {
    for (const message of Object.values(MESSAGES)) {
      for (const locale of ['ka', 'ru'] as const) {
        const out = translateMessage(message, locale);
        expect(out, `${locale}: ${message}`).not.toBe(message);
        // No English left untranslated (a scheme such as https:// is no English).
        expect(out.replace(/https?:\/\//g, '')).not.toMatch(/[A-Za-z]{3}/);
        // In its own script: Georgian in Georgian, Russian in Russian (a Georgian table once held Russian).
        expect(out, `${locale}: ${message}`).toMatch(
          locale === 'ka' ? /^[^\u0400-\u04FF]*[\u10D0-\u10FF][^\u0400-\u04FF]*$/ : /[\u0400-\u04FF]/,
        );
        if (locale === 'ru') expect(out).not.toMatch(/[\u10D0-\u10FF]/);
      }
      // English shows the key, or (issue 39 item 25) the key and what the rule wants.
      expect(translateMessage(message, 'en').startsWith(message)).toBe(true);
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

describe('issue 39 item 25: a password the rule refuses is told what the rule wants', () => {
  it.each(['ka', 'en', 'ru'] as const)('%s', (locale) => {
    const shown = translateMessage(MESSAGES.passwordInvalid, locale);
    // The rule's minimum and its classes, not "the password is wrong".
    expect(shown).toContain('8');
    expect(shown).not.toMatch(/არასწორია|Недопустимый|^Invalid Password$/);
    expect(shown).toMatch(/ლათინური|латинск|Latin/);
    expect(shown).toMatch(/ციფრ|цифр|digit/);
    expect(shown).toMatch(/სიმბოლო|символ|symbol/);
  });

  it('English keeps the words of decision 14 first (R5.password.08)', () => {
    expect(translateMessage(MESSAGES.passwordInvalid, 'en').startsWith('Invalid Password')).toBe(true);
    // Every other English message still shows as its key.
    expect(translateMessage(MESSAGES.passwordMax, 'en')).toBe(MESSAGES.passwordMax);
  });
});
