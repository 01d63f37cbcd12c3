/**
 * The catalogue as other modules may read it (ADR 028). The content module owns `products` and
 * `prices` (the seed writes them; the content API answers from them). A module that prices its own
 * rows joins these tables in its own statement, one round trip, instead of asking for them row by row:
 * the cart's lines, the first-purchase rule, the admin lists and the reports do. Only reads: the
 * architecture test refuses an insert, update or delete of them outside `modules/content`.
 */
export { prices, products } from '../../db/schema/content.ts';
