import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorText } from './error-text';

const table = (locale: string) =>
  (
    JSON.parse(fs.readFileSync(new URL(`../../../../content/${locale}/setting.json`, import.meta.url), 'utf8')) as {
      errorTranslate: { key: string; value: string }[];
    }
  ).errorTranslate;
const ka = table('ka');
const FALLBACK = 'რაღაც შეცდომა მოხდა...';

describe('errorText: by key, never by English text', () => {
  it('translates an API error by its key through the settings table', () => {
    const declined = new ApiError(402, { errorKey: 'CARD_DECLINED', errorMessage: 'The card was declined' });
    expect(errorText(declined, ka, 'ka', FALLBACK)).toBe('ბარათი უარყოფილია');
    expect(errorText(new ApiError(0, null), ka, 'ka', FALLBACK)).toMatch(/სერვერთან დაკავშირება/);
  });

  it('does not match an English text to a key: a plain Error with a catalogue message shows as it is', () => {
    expect(errorText(new Error('The card was declined'), ka, 'ka', FALLBACK)).toBe('The card was declined');
  });

  it('a stored key translates like the error it came from, and shows the catalogue message without a table', () => {
    expect(errorText('CODE_EXPIRED', ka, 'ka', FALLBACK)).toBe(ka.find((e) => e.key === 'CODE_EXPIRED')!.value);
    expect(errorText('CODE_EXPIRED', [], 'en', FALLBACK)).toBe('The verification token has been expired, please try again');
  });

  it('translates a field message as a field message, and falls back to the generic text', () => {
    expect(errorText(new ApiError(400, { errorKey: 'VALIDATION_ERROR', errorMessage: 'Is Required' }), [], 'ka', FALLBACK)).toBe(
      'სავალდებულო ველი',
    );
    expect(
      errorText(new ApiError(500, { errorKey: 'INTERNAL_ERROR', errorMessage: 'Something wrong happened...' }), [], 'ka', FALLBACK),
    ).toBe(FALLBACK);
    expect(errorText(null, ka, 'ka', FALLBACK)).toBe('');
  });
});
