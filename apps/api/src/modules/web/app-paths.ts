import { MODES } from '@orioni/contracts/constants';

const MODE = `(?:${MODES.join('|')})`;

/**
 * The paths the web app has a page for: the route table of spec section 2, as `apps/web/src/app/router.tsx`
 * lists it (a test reads that file and checks each of its paths here). A `{mode}` segment is
 * `default` or `isOffer`; any other is an unknown path there too (its `RequireMode` guard).
 */
const APP_PATHS: readonly RegExp[] = [
  /^\/$/,
  /^\/(?:solutions|home|services|hardware|cart|profile|currentproducts|transactionHistory|faq|terms-of-use|offer)$/,
  /^\/solutions\/[^/]+$/,
  new RegExp(`^/(?:faq|terms-of-use|offer|profile)/${MODE}$`),
  new RegExp(`^/(?:currentproducts|transactionHistory)/${MODE}/id/[^/]+$`),
  new RegExp(`^/cart/${MODE}/[^/]+$`),
  // The console's own paths are its own router's (`/admin/*`).
  /^\/admin(?:\/.*)?$/,
];

/**
 * Whether the web app has a page at `pathname` (a trailing slash ignored, as the router does). The
 * server answers any other path with the app all the same, which sends the visitor home (spec section
 * 2), but with 404, so a crawler, a monitor or a mistyped link learns that the page does not exist
 * (issue 39 item 18).
 */
export function isAppPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return APP_PATHS.some((pattern) => pattern.test(trimmed || '/'));
}
