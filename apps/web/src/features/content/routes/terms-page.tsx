import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TermsContent } from '@orioni/contracts/content';
import { Accordion } from '@/components/ui/accordion';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { ContentState } from '@/components/ui/content-state';
import { RichText } from '@/components/ui/rich-text';
import { useContentSingle, useSettings } from '@/lib/content-hooks';
import { useI18n } from '@/lib/i18n';
import { CONTENT } from '@orioni/contracts/content-requests';
import { usePageMeta } from '@/lib/use-page-meta';
import { entryLang } from '../entry-lang';
import './content-pages.css';

/** `/terms-of-use`: accordion sections, side navigation with scroll tracking, `?id=` selects a section, mobile chooser sheet. */
export default function TermsPage() {
  const terms = useContentSingle<TermsContent>(CONTENT.terms);
  usePageMeta(terms.data?.seo);
  return (
    <ContentState isPending={terms.isPending} isError={terms.isError} onRetry={() => void terms.refetch()}>
      {() => <Terms terms={terms.data!} />}
    </ContentState>
  );
}

export function Terms({ terms }: { terms: TermsContent }) {
  const { locale } = useI18n();
  const [params, setParams] = useSearchParams();
  const settings = useSettings();
  const requested = params.get('id');
  const selected = terms.sections.some((s) => s.id === requested) ? requested : null;
  const [open, setOpen] = useState<string[]>(() => (selected ? [selected] : terms.sections[0] ? [terms.sections[0].id] : []));
  const [active, setActive] = useState<string | null>(selected ?? terms.sections[0]?.id ?? null);
  const [sheetOpen, setSheetOpen] = useState(false);

  const holdUntil = useRef(0);
  const select = useCallback(
    (id: string) => {
      holdUntil.current = Date.now() + 1200;
      setOpen((ids) => (ids.includes(id) ? ids : [...ids, id]));
      setActive(id);
      setParams({ id }, { replace: true });
    },
    [setParams],
  );

  // The `id` parameter opens its section and brings it into view.
  useEffect(() => {
    if (!selected) return;
    holdUntil.current = Date.now() + 1200;
    setOpen((ids) => (ids.includes(selected) ? ids : [...ids, selected]));
    setActive(selected);
    const frame = requestAnimationFrame(() => document.getElementById(selected)?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [selected]);

  // Scroll tracking: the side navigation marks the last section whose top has passed 30% of the
  // viewport (or the last one at the bottom of the page). A chosen section holds for a moment
  // while the page scrolls to it.
  useEffect(() => {
    let frame = 0;
    let later = 0;
    const track = () => {
      frame = 0;
      const wait = holdUntil.current - Date.now();
      if (wait > 0) {
        window.clearTimeout(later);
        later = window.setTimeout(onScroll, wait + 20);
        return;
      }
      const line = window.innerHeight * 0.3;
      let current: string | null = terms.sections[0]?.id ?? null;
      for (const section of terms.sections) {
        const element = document.getElementById(section.id);
        if (element && element.getBoundingClientRect().top <= line) current = section.id;
      }
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = terms.sections.at(-1)?.id ?? current;
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(track);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      window.clearTimeout(later);
    };
  }, [terms.sections]);

  const nav = (onPick?: () => void) => (
    <ul className="terms-nav__list">
      {terms.sections.map((section) => (
        <li key={section.id}>
          <a
            href={`?id=${section.id}`}
            className="terms-nav__link"
            aria-current={active === section.id ? 'location' : undefined}
            onClick={(e) => {
              e.preventDefault();
              select(section.id);
              onPick?.();
              requestAnimationFrame(() => document.getElementById(section.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
            }}
          >
            {section.title}
          </a>
        </li>
      ))}
    </ul>
  );

  const activeTitle = terms.sections.find((s) => s.id === active)?.title ?? terms.chooseSection;

  return (
    <div className="container content-page terms-page" lang={entryLang(terms, locale)}>
      <h1 className="content-page__title">{terms.title}</h1>
      <p className="terms-page__intro">{terms.intro}</p>
      <button type="button" className="terms-page__chooser" aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
        <span className="terms-page__chooser-label">{terms.chooseSection}</span>
        <strong>{activeTitle}</strong>
      </button>
      <div className="terms-page__layout">
        <nav className="terms-nav" aria-label={terms.navTitle}>
          <h2 className="terms-nav__title">{terms.navTitle}</h2>
          {nav()}
        </nav>
        <Accordion
          className="terms-page__sections"
          headingLevel={2}
          openIds={open}
          onToggle={(id, next) => {
            setOpen((ids) => (next ? [...ids, id] : ids.filter((i) => i !== id)));
            if (next) setActive(id);
          }}
          items={terms.sections.map((s) => ({ id: s.id, title: s.title, content: <RichText html={s.text} /> }))}
        />
      </div>
      <BottomSheet open={sheetOpen} onClose={() => setSheetOpen(false)} title={terms.chooseSection} closeLabel={settings.data?.common.close ?? '×'}>
        <nav aria-label={terms.navTitle}>{nav(() => setSheetOpen(false))}</nav>
      </BottomSheet>
    </div>
  );
}
