import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Language } from '@orioni/contracts/constants';
import type { FaqContent, TermsContent } from '@orioni/contracts/content';
import { I18nProvider } from '@/lib/i18n';
import { entryLang } from './entry-lang';
import { Faq } from './routes/faq-page';
import { Terms } from './routes/terms-page';

/** Entries as the content API answers them: `locale` is the language the entry is written in (Georgian when it fell back). */
const faq = (locale: string) =>
  ({
    locale,
    title: locale === 'ka' ? 'ხშირად დასმული კითხვები' : 'FAQ',
    searchLabel: 'Search',
    searchPlaceholder: 'Search',
    tagLabel: 'Topic',
    allTag: 'All',
    tags: [],
    notFound: { title: 'Nothing found', description: '' },
    accordion: [],
  }) as unknown as FaqContent;

const terms = (locale: string) =>
  ({
    locale,
    title: locale === 'ka' ? 'გამოყენების წესები' : 'Terms of use',
    intro: '',
    chooseSection: 'Choose a section',
    navTitle: 'Sections',
    sections: [],
  }) as unknown as TermsContent;

function render(language: Language, page: ReactNode): string {
  const client = new QueryClient();
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      createElement(MemoryRouter, null, createElement(I18nProvider, { initialLanguage: language, children: page })),
    ),
  );
}

/** The `lang` of the page root (the element with `className`), or null. */
const rootLang = (html: string, className: string) => {
  const tag = html.match(new RegExp(`<div[^>]*class="[^"]*${className}[^"]*"[^>]*>`))?.[0];
  expect(tag, `${className} root rendered`).toBeDefined();
  return tag!.match(/ lang="([^"]*)"/)?.[1] ?? null;
};

describe('the language of a content page (issue 32 item 17)', () => {
  it('issue 32 item 17: the FAQ in Georgian (the fallback) on an English page carries lang="ka"; in the page language it carries none', () => {
    expect(rootLang(render('EN', createElement(Faq, { faq: faq('ka') })), 'faq-page')).toBe('ka');
    expect(rootLang(render('EN', createElement(Faq, { faq: faq('en') })), 'faq-page')).toBeNull();
    expect(rootLang(render('KA', createElement(Faq, { faq: faq('ka') })), 'faq-page')).toBeNull();
  });

  it('issue 32 item 17: the terms in Georgian on a Russian page carry lang="ka"; in Russian none', () => {
    expect(rootLang(render('RU', createElement(Terms, { terms: terms('ka') })), 'terms-page')).toBe('ka');
    expect(rootLang(render('RU', createElement(Terms, { terms: terms('ru') })), 'terms-page')).toBeNull();
  });

  it('issue 32 item 17: an entry (the offer too) names its language only when it is not the page language', () => {
    expect(entryLang({ locale: 'ka' }, 'en')).toBe('ka');
    expect(entryLang({ locale: 'KA' }, 'ru')).toBe('ka');
    expect(entryLang({ locale: 'en' }, 'en')).toBeUndefined();
    expect(entryLang({}, 'en')).toBeUndefined();
    expect(entryLang(undefined, 'en')).toBeUndefined();
  });
});
