import { MODES } from '@orioni/contracts/constants';
import { webRoutes } from '@orioni/contracts/web-paths';

const MODE = `(?:${MODES.join('|')})`;

/**
 * A route pattern of the web's router as a pattern of paths: a `:mode` segment is `default` or
 * `isOffer` (any other is an unknown path there too: its `RequireMode` guard), any other `:name` one
 * segment, and a closing `/*` anything under the path (the console's own router: `/admin/*`).
 */
const routePattern = (route: string): RegExp =>
  new RegExp(
    `^${route
      .replace(/:(?!mode\b)[A-Za-z]+/g, '[^/]+')
      .replace(/:mode\b/g, MODE)
      .replace(/\/\*$/, '(?:/.*)?')}$`,
  );

/**
 * The paths the web app has a page for: the route table of spec section 2, contracts' `webRoutes`,
 * which `apps/web/src/app/router.tsx` declares (a test reads that file and checks it does).
 */
const APP_PATHS: readonly RegExp[] = Object.values(webRoutes).map(routePattern);

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
