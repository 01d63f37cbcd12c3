import { describe, expect, it } from 'vitest';
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
