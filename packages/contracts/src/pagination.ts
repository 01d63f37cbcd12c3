import { z } from 'zod';

export const paginationQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export interface Page<T> {
  list: T[];
  count: number;
}

/** Page sizes of spec section 9. */
export const PAGE_SIZES = { billing: 10, history: 10, historyMobile: 3, admin: 5 } as const;

export const pageCount = (count: number, limit: number): number => (limit > 0 ? Math.ceil(count / limit) : 0);

/** 0-based page index of an offset (decision 13: pages count from 0 in the API). */
export const pageOfOffset = (offset: number, limit: number): number => Math.floor(offset / limit);
export const offsetOfPage = (page: number, limit: number): number => page * limit;

export type PaginationItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: string };

/**
 * The pages a pager shows (0-based): always the first and last, one neighbour either side of
 * the current page, ellipses for the gaps. Empty when everything fits on one page.
 */
export function paginationItems(current: number, count: number, limit: number): PaginationItem[] {
  const pages = pageCount(count, limit);
  if (count <= limit || pages <= 1) return [];
  const shown = new Set<number>([0, pages - 1, current - 1, current, current + 1].filter((p) => p >= 0 && p < pages));
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
