import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_KEYS } from '@orioni/contracts/error-keys';
import { LIMITS } from '@orioni/contracts/spec-constants';
import { en } from '@/i18n/en';
import { ka } from '@/i18n/ka';
import { ru } from '@/i18n/ru';

/**
 * Issue 27 item 5: one home per text. The authentication modal's texts do not repeat an error
 * the catalogue already words (an expired link shows CODE_EXPIRED's own translation), and the
 * password checklist states the length the validation rule checks.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const errorTable = (locale: string): string[] =>
  (
    JSON.parse(readFileSync(path.join(root, 'content', locale, 'setting.json'), 'utf8')) as { errorTranslate: { value: string }[] }
  ).errorTranslate.map((e) => e.value);

describe('issue 27 item 5: the auth texts', () => {
  it.each([
    ['ka', ka.auth],
    ['en', en.auth],
    ['ru', ru.auth],
  ] as const)('%s: no auth text repeats an error message of the catalogue or its translation', (locale, texts) => {
    const errors = new Set([...Object.values(ERROR_KEYS), ...errorTable(locale)]);
    expect(Object.entries(texts).filter(([, text]) => errors.has(text))).toEqual([]);
  });

  it('the checklist names the minimum length the rule checks, in every language', () => {
    for (const texts of [ka.auth, en.auth, ru.auth]) expect(texts.checkLength).toContain(String(LIMITS.passwordMin));
  });
});
