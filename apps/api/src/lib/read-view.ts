import type { Subquery } from 'drizzle-orm';

/**
 * The columns of a read view (another module's table as its owner lets others read it, ADR 044) as a
 * selection object: `select({ item: fieldsOf(items) })` reads a whole row nested, as `select({ item:
 * table })` does for a table of one's own. The fields are the view's own (qualified by its alias).
 */
export function fieldsOf<V extends Subquery>(view: V): Omit<V, keyof Subquery> {
  const fields = view._.selectedFields as Record<string, unknown>;
  return Object.fromEntries(Object.keys(fields).map((key) => [key, (view as unknown as Record<string, unknown>)[key]])) as Omit<
    V,
    keyof Subquery
  >;
}
