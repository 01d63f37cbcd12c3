import type { ReactNode } from 'react';
import './page-state.css';

type StateIcon = 'info' | 'search' | 'error' | 'build';

/** Line icons drawn at the panel's size (a text glyph looked tiny in its circle; issue 26 item 15). */
const ICON_PATHS: Record<StateIcon, ReactNode> = {
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 21 21" />
    </>
  ),
  error: (
    <>
      <path d="M12 3.5 2.8 19.5h18.4z" />
      <path d="M12 10v4.5" />
      <path d="M12 17.2v.1" />
    </>
  ),
  build: <path d="M12 3l2.2 5.8L20 11l-5.8 2.2L12 19l-2.2-5.8L4 11l5.8-2.2z" />,
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5" />
      <path d="M12 7.8v.1" />
    </>
  ),
};

/**
 * A centred message panel: not found, empty, error, or a page still being built. Its title is the
 * page's heading (`h1`) unless the page already has one (`headingLevel={2}`, e.g. the FAQ's empty search).
 */
export function PageState({
  title,
  children,
  icon = 'info',
  action,
  headingLevel = 1,
}: {
  title: string;
  children?: ReactNode;
  icon?: StateIcon;
  action?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="page-state">
      <div className={`page-state__icon page-state__icon--${icon}`} aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="32"
          height="32"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {ICON_PATHS[icon]}
        </svg>
      </div>
      <Heading className="page-state__title">{title}</Heading>
      {children ? <div className="page-state__text">{children}</div> : null}
      {action ? <div className="page-state__action">{action}</div> : null}
    </section>
  );
}
