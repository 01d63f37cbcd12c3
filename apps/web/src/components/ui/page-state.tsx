import type { ReactNode } from 'react';
import './page-state.css';

/** A centred message panel: not found, empty, error, or a page still being built. */
export function PageState({
  title,
  children,
  icon = 'info',
  action,
}: {
  title: string;
  children?: ReactNode;
  icon?: 'info' | 'search' | 'error' | 'build';
  action?: ReactNode;
}) {
  return (
    <section className="page-state">
      <div className={`page-state__icon page-state__icon--${icon}`} aria-hidden="true">
        {icon === 'search' ? '⌕' : icon === 'error' ? '!' : icon === 'build' ? '✦' : 'i'}
      </div>
      <h1 className="page-state__title">{title}</h1>
      {children ? <div className="page-state__text">{children}</div> : null}
      {action ? <div className="page-state__action">{action}</div> : null}
    </section>
  );
}
