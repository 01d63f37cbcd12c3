import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { FaqContent } from '@orioni/contracts/content';
import { Accordion } from '@/components/ui/accordion';
import { ContentState } from '@/components/ui/content-state';
import { PageState } from '@/components/ui/page-state';
import { RichText } from '@/components/ui/rich-text';
import { useContentSingle } from '@/lib/content-hooks';
import { useI18n } from '@/lib/i18n';
import { CONTENT } from '@orioni/contracts/content-requests';
import { usePageMeta } from '@/lib/use-page-meta';
import { entryLang } from '../entry-lang';
import { filterFaq, ALL_TAGS } from '../faq-filter';
import './content-pages.css';

/** `/faq` and `/faq/{mode}`: title, search, tag dropdown with ALL (desktop), accordion, not-found message. */
export default function FaqPage() {
  const faq = useContentSingle<FaqContent>(CONTENT.faq);
  usePageMeta(faq.data?.seo);
  return (
    <ContentState isPending={faq.isPending} isError={faq.isError} onRetry={() => void faq.refetch()}>
      {() => <Faq faq={faq.data!} />}
    </ContentState>
  );
}

export function Faq({ faq }: { faq: FaqContent }) {
  const { locale } = useI18n();
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<string>(ALL_TAGS);
  const deferred = useDeferredValue(search);
  const searchId = useId();
  const tagId = useId();
  const blocks = useMemo(() => filterFaq(faq.accordion, deferred, tag), [faq.accordion, deferred, tag]);
  return (
    <div className="container content-page faq-page" lang={entryLang(faq, locale)}>
      <h1 className="content-page__title">{faq.title}</h1>
      <div className="faq-page__tools" role="search">
        <div className="faq-page__search">
          <label htmlFor={searchId} className="visually-hidden">
            {faq.searchLabel}
          </label>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input id={searchId} type="search" value={search} placeholder={faq.searchPlaceholder} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="faq-page__tag">
          <label htmlFor={tagId}>{faq.tagLabel}</label>
          <select id={tagId} value={tag} onChange={(e) => setTag(e.target.value)}>
            <option value={ALL_TAGS}>{faq.allTag}</option>
            {faq.tags.map((t) => (
              <option key={t.key} value={t.key}>
                {t.value}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div aria-live="polite" className="faq-page__results">
        {blocks.length === 0 ? (
          <PageState icon="search" title={faq.notFound.title} headingLevel={2}>
            {faq.notFound.description ? <p>{faq.notFound.description}</p> : null}
          </PageState>
        ) : (
          <Accordion items={blocks.map((b) => ({ id: b.id, title: b.title, content: <RichText html={b.text} /> }))} headingLevel={2} />
        )}
      </div>
    </div>
  );
}
