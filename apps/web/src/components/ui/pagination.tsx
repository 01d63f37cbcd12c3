import { paginationItems } from '@orioni/contracts/pagination';
import './pagination.css';

export interface PaginationProps {
  /** 0-based current page. */
  page: number;
  count: number;
  limit: number;
  onChange(page: number): void;
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  pageLabel?(page: number): string;
}

/**
 * Pager of spec section 9: first and last pages always, one neighbour either side, ellipses, and
 * nothing at all when everything fits on one page. Pages show from 1 (decision 13).
 */
export function Pagination({
  page,
  count,
  limit,
  onChange,
  label = 'Pages',
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  pageLabel = (p) => `Page ${p}`,
}: PaginationProps) {
  const items = paginationItems(page, count, limit);
  if (items.length === 0) return null;
  const last = Math.ceil(count / limit) - 1;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="pagination__step" aria-label={previousLabel} disabled={page <= 0} onClick={() => onChange(page - 1)}>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul className="pagination__list">
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={`pagination__page ${item.page === page ? 'pagination__page--current' : ''}`}
                aria-label={pageLabel(item.page + 1)}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => item.page !== page && onChange(item.page)}
              >
                {item.page + 1}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="pagination__step" aria-label={nextLabel} disabled={page >= last} onClick={() => onChange(page + 1)}>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </nav>
  );
}
