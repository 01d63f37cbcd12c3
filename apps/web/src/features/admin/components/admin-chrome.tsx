import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAdminText } from '../admin-messages';

/**
 * The results, in a frame that scrolls sideways when a table is wider than the page (11 columns
 * between 900 and about 1300 px). Only then is it a keyboard stop, named after the tab.
 */
export function ScrollFrame({
  label,
  className,
  busy,
  children,
}: {
  label: string;
  className: string;
  busy: boolean;
  children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrolls(element.scrollWidth > element.clientWidth + 1));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={frame}
      className={`admin-scroll ${className}`}
      aria-busy={busy || undefined}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </div>
  );
}

export function Toolbar({ search, children }: { search: ReactNode; children: ReactNode }) {
  return (
    <div className="admin-toolbar">
      {search}
      <div className="admin-toolbar__actions">{children}</div>
    </div>
  );
}

export function SearchBox({ value, onChange, placeholder }: { value: string; onChange(value: string): void; placeholder: string }) {
  const text = useAdminText();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="admin-search" role="search">
      <label htmlFor="admin-search" className="visually-hidden">
        {text.search}
      </label>
      <svg className="admin-search__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        ref={input}
        id="admin-search"
        type="search"
        className="admin-search__input"
        value={value}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
      {value ? (
        <button
          type="button"
          className="admin-search__clear"
          aria-label={text.clearSearch}
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}

export const FilterIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path d="M4 5h16l-6 7.5V19l-4 1.5v-8z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
  </svg>
);
export const DownloadIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path
      d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19.5h14"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
export const MailIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <rect x="3" y="5.5" width="18" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M4 7l8 6 8-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
  </svg>
);
