import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_KEYS, errorStatus, isErrorKey, type ErrorKey } from './error-keys.ts';

const settings = (locale: string) =>
  JSON.parse(fs.readFileSync(new URL(`../../../content/${locale}/setting.json`, import.meta.url), 'utf8')) as {
    errorTranslate: { key: string; value: string }[];
  };

describe('error catalogue', () => {
  it('gives each key one status and one English message', () => {
    for (const [key, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(ERROR_KEYS[key as ErrorKey]).toBe(entry.message);
      expect(errorStatus(key as ErrorKey)).toBe(entry.status);
    }
    expect(errorStatus('CARD_DECLINED')).toBe(402);
    expect(isErrorKey('INVALID_SIGNATURE')).toBe(true);
    expect(isErrorKey('NETWORK_ERROR')).toBe(true);
    expect(isErrorKey('toString')).toBe(false);
    expect(isErrorKey('Not found')).toBe(false);
  });

  it('the settings errorTranslate content translates every key, once, in each language (the only KA/RU texts)', () => {
    for (const locale of ['ka', 'en', 'ru']) {
      const table = settings(locale).errorTranslate;
      const keys = table.map((e) => e.key);
      expect(new Set(keys).size, `${locale}: a key twice`).toBe(keys.length);
      expect([...keys].sort(), locale).toEqual(Object.keys(ERROR_CATALOGUE).sort());
      for (const entry of table) expect(entry.value.trim(), `${locale} ${entry.key}`).not.toBe('');
      if (locale === 'en') for (const entry of table) expect(entry.value).toBe(ERROR_KEYS[entry.key as ErrorKey]);
    }
  });
});
