import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_TYPE } from '@orioni/contracts/webhooks';
import { INTEGRATIONS_MESSAGES } from './integrations-messages';

/** Every leaf of a catalogue as `path → text` (functions called with sample arguments). */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value === 'function') return [[prefix, String((value as (...a: unknown[]) => unknown)(3, 'X'))]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('the integrations page’s words (issue 42 item 5: three languages)', () => {
  const { ka, en, ru } = INTEGRATIONS_MESSAGES;

  it('have the same keys in Georgian, English and Russian, none empty', () => {
    const keys = (c: object) => leaves(c).map(([k]) => k);
    expect(keys(ka)).toEqual(keys(en));
    expect(keys(ru)).toEqual(keys(en));
    for (const [language, catalogue] of Object.entries(INTEGRATIONS_MESSAGES))
      for (const [key, text] of leaves(catalogue)) expect(text.trim(), `${language} ${key}`).not.toBe('');
  });

  it('are in their own language: no English left untranslated but the protocol’s names', () => {
    const english = new Map(leaves(en));
    for (const catalogue of [ka, ru]) {
      const same = leaves(catalogue).filter(([key, text]) => text === english.get(key) && /[A-Za-z]{4}/.test(text));
      expect(same.map(([key]) => key)).toEqual(['messageId']);
    }
  });

  it('name every event of the catalogue and the test message, each differently', () => {
    for (const catalogue of [ka, en, ru]) {
      const names = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_TYPE].map((t) => catalogue.eventTypes[t]);
      expect(new Set(names).size).toBe(WEBHOOK_EVENT_TYPES.length + 1);
    }
  });

  it('warn that a secret is shown once, and say that both secrets sign for 24 hours after a rotation', () => {
    expect(en.secretWarning).toMatch(/only this once/);
    expect(ka.secretWarning).toMatch(/მხოლოდ ერთხელ/);
    expect(ru.secretWarning).toMatch(/только один раз/);
    for (const catalogue of [ka, en, ru]) expect(catalogue.rotateText('https://x.example')).toMatch(/24/);
  });
});
