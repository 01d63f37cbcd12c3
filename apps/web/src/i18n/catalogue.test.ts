import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '@orioni/contracts/error-keys';
import { MESSAGES } from '@orioni/contracts/validation';
import type { Catalogue } from './catalogue';
import { en } from './en';
import { ka } from './ka';
import { ru } from './ru';
import { validation as kaValidation } from './ka/validation';
import { validation as ruValidation } from './ru/validation';

/**
 * ADR 016: one catalogue per language, the same keys in each (the types check it at build time,
 * this at run time too), no empty text, and no text that is also content: the content types of the
 * signed-in screens and the auth modal hold nothing the interface catalogues hold.
 */
const CATALOGUES = { ka, en, ru } as const;
const HERE = path.dirname(fileURLToPath(import.meta.url));
const CONTENT_DIR = path.resolve(HERE, '../../../../content');
const SRC_DIR = path.resolve(HERE, '..');
const SCREEN_CONTENT = ['auth', 'profile', 'transaction', 'cart', 'current-products', 'site-unavailable'];
/** Language names shown in their own language (the language selector): the same in every catalogue. */
const ENDONYMS = ['ქართული', 'Русский'];

/** Every leaf of a catalogue as `path → text` (functions are called with sample arguments). */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value === 'function') return [[prefix, String((value as (...a: unknown[]) => unknown)(3, 'X'))]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('interface text catalogues', () => {
  it('have the same keys in Georgian, English and Russian, and no empty text', () => {
    const keys = (c: Catalogue) =>
      leaves(c)
        .map(([k]) => k)
        .sort();
    expect(keys(ka)).toEqual(keys(en));
    expect(keys(ru)).toEqual(keys(en));
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      // A sentence's text around a link may be empty in a language whose word order needs none.
      for (const [key, text] of leaves(catalogue)) if (!/(Before|After)$/.test(key)) expect(text.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('are in their own language (Georgian and Russian texts are not English left untranslated)', () => {
    const english = new Map(leaves(en));
    for (const [language, catalogue] of [
      ['ka', ka],
      ['ru', ru],
    ] as const) {
      const same = leaves(catalogue).filter(([key, text]) => text === english.get(key) && /[A-Za-z]{4}/.test(text));
      // Brand names and codes may stay as they are.
      expect(
        same.filter(([, text]) => !/^(Orioni|Visa|Mastercard|ERP)/.test(text)),
        language,
      ).toEqual([]);
    }
  });

  it('share no text with the content of the same language', () => {
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      const texts = new Set(leaves(catalogue).map(([, text]) => text));
      for (const type of SCREEN_CONTENT) {
        const content = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, language, `${type}.json`), 'utf8')) as Record<string, unknown>;
        const repeated = Object.entries(content).filter(([, v]) => typeof v === 'string' && texts.has(v));
        expect(repeated, `${language}/${type}.json`).toEqual([]);
      }
    }
  });

  it('translate every field message, and no error-catalogue message (those go by key through errorTranslate)', () => {
    const fieldMessages = Object.values(MESSAGES).sort();
    const catalogueMessages = new Set(Object.values(ERROR_CATALOGUE).map((e) => e.message as string));
    for (const table of [kaValidation, ruValidation]) {
      expect(Object.keys(table).sort()).toEqual(fieldMessages);
      expect(Object.keys(table).filter((m) => catalogueMessages.has(m))).toEqual([]);
    }
  });

  it('are the only place with Georgian or Russian interface text in the web sources', () => {
    const offenders: string[] = [];
    const visit = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (file !== HERE) visit(file);
        } else if (/\.tsx?$/.test(entry.name) && !/\.(test|gen)\.ts$/.test(entry.name)) {
          fs.readFileSync(file, 'utf8')
            .split('\n')
            .forEach((line, i) => {
              const code = line.trim();
              if (code.startsWith('*') || code.startsWith('//') || code.startsWith('/*')) return;
              if (/[\u10D0-\u10FF\u0400-\u04FF]/.test(ENDONYMS.reduce((l, name) => l.replaceAll(name, ''), line)))
                offenders.push(`${path.relative(SRC_DIR, file)}:${i + 1}`);
            });
        }
      }
    };
    visit(SRC_DIR);
    expect(offenders).toEqual([]);
  });
});
