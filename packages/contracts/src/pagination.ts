import { PAGE_SIZES, PAGINATION_NEIGHBOURS } from './spec-constants.ts';

export { PAGE_SIZES };

export interface Page<T> {
  list: T[];
  count: number;
}

export const pageCount = (count: number, limit: number): number => (limit > 0 ? Math.ceil(count / limit) : 0);

export const offsetOfPage = (page: number, limit: number): number => page * limit;

export type PaginationItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: string };

/**
 * The pages a pager shows (0-based): always the first and last, one neighbour either side of
 * the current page, ellipses for the gaps. Empty when everything fits on one page.
 */
export function paginationItems(current: number, count: number, limit: number): PaginationItem[] {
  const pages = pageCount(count, limit);
  if (count <= limit || pages <= 1) return [];
  const neighbours = Array.from({ length: 2 * PAGINATION_NEIGHBOURS + 1 }, (_, i) => current - PAGINATION_NEIGHBOURS + i);
  const shown = new Set<number>([0, pages - 1, ...neighbours].filter((p) => p >= 0 && p < pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = -1;
  for (const page of sorted) {
    if (previous >= 0 && page - previous === 2) items.push({ type: 'page', page: previous + 1 });
    else if (previous >= 0 && page - previous > 2) items.push({ type: 'ellipsis', key: `gap-${previous}` });
    items.push({ type: 'page', page });
    previous = page;
  }
  return items;
}
