/**
 * The content calls the storefront makes, named once. The web's hooks send exactly these; the API's
 * page shell uses the same names to inline a page's first content into the HTML it serves, keyed by
 * the very URL the web would have fetched, so the first render needs no content round trip. Zod-free:
 * the web shell imports it.
 */
import { MODES, type Locale } from './constants';

export interface ContentRequest {
  /** The path under `/api/` of the content service (`home`, `solutions`, ...). */
  readonly path: string;
  readonly populate?: readonly string[];
  readonly filters?: Readonly<Record<string, string>>;
}

export const CONTENT = {
  settings: { path: 'setting' },
  productTexts: { path: 'product' },
  home: { path: 'home', populate: ['products'] },
  solution: (slug: string): ContentRequest => ({ path: 'solutions', populate: ['product'], filters: { slug } }),
  servicesPage: { path: 'services-page' },
  services: { path: 'services' },
  hardwaresPage: { path: 'hardwares-page' },
  hardwares: { path: 'hardwares' },
  faq: { path: 'faq' },
  terms: { path: 'terms-of-use' },
  offer: { path: 'offer' },
  offerProducts: { path: 'offer-products' },
  cart: { path: 'cart' },
} as const satisfies Record<string, ContentRequest | ((slug: string) => ContentRequest)>;

/** The query string of a content call, in the Strapi v4 REST form (`populate[0]=`, `filters[f][$eq]=`). */
export function contentQueryString(locale: Locale, request: ContentRequest): string {
  const params = new URLSearchParams();
  params.set('locale', locale);
  request.populate?.forEach((name, i) => params.set(`populate[${i}]`, name));
  for (const [field, value] of Object.entries(request.filters ?? {})) params.set(`filters[${field}][$eq]`, value);
  return params.toString();
}

/** `/api/{path}?{query}`, relative to the content service's base URL. */
export function contentCallPath(locale: Locale, request: ContentRequest): string {
  return `/api/${request.path.replace(/^\//, '')}?${contentQueryString(locale, request)}`;
}

/** What a public page reads and shows first. */
export interface PagePlan {
  /** The page, by the name of its chunk in the web build, whose chunks may be preloaded. */
  readonly page: PageName;
  /** Content the page reads on its first render, after the layout's settings. */
  readonly content: readonly ContentRequest[];
  /** The image that is the page's largest paint: which content call, and the media field's path in its attributes. */
  readonly heroImage?: { readonly request: number; readonly field: readonly string[] };
  /** The page is behind a login: its chunks are worth preloading only for a visitor with a session. */
  readonly signedIn?: boolean;
  /** The page is for staff alone: planned (answers, chunks, first screen) only for a staff session. */
  readonly staff?: boolean;
}

/** The pages a plan names; the web's router and build know which module each is (contracts names no app path). */
export const PAGE_NAMES = [
  'home-page',
  'solution-page',
  'services-page',
  'hardware-page',
  'faq-page',
  'terms-page',
  'offer-page',
  'cart-page',
  'current-products-page',
  'transaction-history-page',
  'admin-page',
  'dashboard-page',
  'integrations-page',
] as const;
export type PageName = (typeof PAGE_NAMES)[number];

/** Content every page's layout reads (header, footer, trackers). */
export const LAYOUT_CONTENT: readonly ContentRequest[] = [CONTENT.settings];

/**
 * The plan of a path (spec section 2): the public pages, and the pages behind a login with a
 * performance budget (the cart, current products, transaction history). Null for the other pages
 * behind a login and for unknown paths (those get the layout's content only).
 */
export function pagePlan(pathname: string): PagePlan | null {
  const parts = pathname.split('/').filter(Boolean);
  const [first = '', second, ...rest] = parts;
  if (rest.length > 0) return null;
  if (parts.length === 0 || ((first === 'solutions' || first === 'home') && !second)) {
    return {
      page: 'home-page',
      content: [CONTENT.home, CONTENT.productTexts],
      heroImage: { request: 0, field: ['header', 'banner'] },
    };
  }
  if (first === 'solutions' && second) {
    let slug: string;
    try {
      slug = decodeURIComponent(second);
    } catch {
      return null;
    }
    return {
      page: 'solution-page',
      content: [CONTENT.solution(slug), CONTENT.productTexts],
      heroImage: { request: 0, field: ['heroImage'] },
    };
  }
  // The admin console, its revenue dashboard (staff alone; issue 30 item 1) and its integrations (webhooks, issue 42).
  if (first === 'admin' && !second) return { page: 'admin-page', content: [], signedIn: true, staff: true };
  if (first === 'admin' && second === 'dashboard') return { page: 'dashboard-page', content: [], signedIn: true, staff: true };
  if (first === 'admin' && second === 'integrations') return { page: 'integrations-page', content: [], signedIn: true, staff: true };
  if (second) {
    // A mode segment (spec section 2); the app sends any other second segment home.
    if (!(MODES as readonly string[]).includes(second)) return null;
    if (first === 'faq') return { page: 'faq-page', content: [CONTENT.faq] };
    if (first === 'terms-of-use') return { page: 'terms-page', content: [CONTENT.terms] };
    if (first === 'offer') return { page: 'offer-page', content: [CONTENT.offer, CONTENT.offerProducts, CONTENT.productTexts] };
    return null;
  }
  switch (first) {
    case 'services':
      return { page: 'services-page', content: [CONTENT.servicesPage, CONTENT.services, CONTENT.productTexts] };
    case 'hardware':
      return { page: 'hardware-page', content: [CONTENT.hardwaresPage, CONTENT.hardwares, CONTENT.productTexts] };
    case 'faq':
      return { page: 'faq-page', content: [CONTENT.faq] };
    case 'terms-of-use':
      return { page: 'terms-page', content: [CONTENT.terms] };
    case 'cart':
      return { page: 'cart-page', content: [CONTENT.cart], signedIn: true };
    // The customer's own lists (issue 30 item 1): their first page comes with the HTML, as the cart's.
    case 'currentproducts':
      return { page: 'current-products-page', content: [], signedIn: true };
    case 'transactionHistory':
      return { page: 'transaction-history-page', content: [], signedIn: true };
    default:
      return null;
  }
}
