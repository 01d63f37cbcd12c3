import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { FaqContent } from '@orioni/contracts/content';
import { ALL_TAGS, filterFaq } from './faq-filter';

const accordion = [
  { tag: 'payment', block: [{ title: 'Which Cards?', text: '<p>Visa and <strong>Mastercard</strong></p>' }] },
  { tag: 'account', block: [{ title: 'პაროლი დამავიწყდა', text: '<p>Reset it by e-mail</p>' }] },
];

describe('FAQ search and tags (R2.faq.06–09)', () => {
  it('matches the title, case-insensitively', () => {
    expect(filterFaq(accordion, 'which cards', ALL_TAGS).map((b) => b.title)).toEqual(['Which Cards?']);
  });
  it('matches the text without its markup', () => {
    expect(filterFaq(accordion, 'MASTERCARD', ALL_TAGS)).toHaveLength(1);
    expect(filterFaq(accordion, 'strong', ALL_TAGS)).toHaveLength(0);
  });
  it('narrows to a tag, ALL shows every tag', () => {
    expect(filterFaq(accordion, '', 'account').map((b) => b.tag)).toEqual(['account']);
    expect(filterFaq(accordion, '', ALL_TAGS)).toHaveLength(2);
    expect(filterFaq(accordion, 'visa', 'account')).toHaveLength(0);
  });
});

/** The generated content of a page, as the content API serves it. */
const contentOf = <T>(language: 'ka' | 'en' | 'ru', type: string): T =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'content', language, `${type}.json`), 'utf8')) as T;
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

describe('issue 39 item 25: the words of the FAQ and the offer are true', () => {
  it.each(['ka', 'en', 'ru'] as const)('%s: the search box’s own example finds a question', (language) => {
    const faq = contentOf<FaqContent>(language, 'faq');
    // The example is what follows 'e.g.' / 'მაგ.:' / 'напр.:'.
    const example = faq.searchPlaceholder.replace(/^(e\.g\.|მაგ\.:|напр\.:)\s*/, '');
    expect(example).not.toBe(faq.searchPlaceholder);
    expect(example.length).toBeGreaterThan(2);
    expect(filterFaq(faq.accordion, example, ALL_TAGS).length, example).toBeGreaterThan(0);
  });

  it.each(['ka', 'en', 'ru'] as const)('%s: the offer page does not call free what its list sells', (language) => {
    const text = JSON.stringify(contentOf<object>(language, 'offer'));
    expect(text).not.toMatch(/უფასო|ჩვენზეა|\bfree\b|on us|we take care|бесплатн|за наш сч[её]т/i);
  });
});
