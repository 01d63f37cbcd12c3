import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import sanitizeHtml from 'sanitize-html';
import { isOfferItem } from '@orioni/contracts/catalog-rules';
import { DEFAULT_LOCALE, type Locale, type OfferPage } from '@orioni/contracts/constants';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { findEntries, findPricesBySlugs, readContentVersion, type ContentRow, type PriceRow } from './content.repository.ts';

/**
 * The built-in content service: entries per type, locale and slug, answered in the Strapi v4 REST
 * shape. Relations (`{ "$relation": type, "slugs" | "slug" }` in the stored JSON) are resolved only
 * when `populate` names them (or is `*`), media (`{ "$media": path }`) become Strapi media
 * objects, product prices are embedded from the catalogue, and every string that carries markup
 * is sanitised before it leaves the server.
 */

/** Single types: path under /cms/api → stored type. */
export const SINGLE_TYPES: Record<string, string> = {
  home: 'home',
  'services-page': 'services-page',
  'hardwares-page': 'hardwares-page',
  faq: 'faq',
  'terms-of-use': 'terms-of-use',
  setting: 'setting',
  profile: 'profile',
  auth: 'auth',
  transaction: 'transaction',
  product: 'product-texts',
  cart: 'cart',
  offer: 'offer',
  'current-products': 'current-products',
  'site-unavailable': 'site-unavailable',
};

type EntryFilter = (data: Record<string, unknown>) => boolean;

/** Collection types: path → stored type, optionally narrowed (the product lists are views of `product`). */
export const COLLECTION_TYPES: Record<string, { type: string; where?: EntryFilter }> = {
  products: { type: 'product' },
  'home-products': { type: 'product', where: (d) => d.kind === 'solution' },
  services: { type: 'product', where: (d) => d.kind === 'service' },
  hardwares: { type: 'product', where: (d) => d.kind === 'hardware' },
  // Decision 4: the offer page shows what is marked offer or all.
  'offer-products': { type: 'product', where: (d) => isOfferItem(d.offerPage as OfferPage | undefined) },
  solutions: { type: 'solution' },
  businesses: { type: 'solution' },
};

/** The query a content call may carry, already split out of the flat Strapi query string. */
export interface ContentQuery {
  locale: Locale;
  /** `null`: nothing populated; `'*'`: every relation; otherwise the relation names. */
  populate: '*' | string[] | null;
  filters: { field: string; op: '$eq' | '$eqi' | '$ne'; value: string }[];
  page: number;
  pageSize: number;
}

export interface ContentResponse {
  /** The JSON answer, encoded once. */
  body: Buffer;
  /** The same, compressed once for clients (and CDNs) that accept it. */
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'span'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Rich text is any string with markup; plain strings pass untouched. */
export const sanitizeRichText = (value: string): string => (value.includes('<') ? sanitizeHtml(value, SANITIZE_OPTIONS) : value);

const stableId = (text: string): number => parseInt(createHash('sha1').update(text).digest('hex').slice(0, 7), 16);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const MIME: Record<string, string> = { webp: 'image/webp', png: 'image/png', svg: 'image/svg+xml', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

function mediaObject(value: Record<string, unknown>) {
  const file = String(value.$media);
  const ext = file.split('.').pop() ?? '';
  return {
    data: {
      id: stableId(file),
      attributes: {
        url: `/media/${file}`,
        alternativeText: typeof value.alt === 'string' ? value.alt : null,
        width: typeof value.width === 'number' ? value.width : undefined,
        height: typeof value.height === 'number' ? value.height : undefined,
        mime: MIME[ext] ?? 'application/octet-stream',
      },
    },
  };
}

interface ResolveContext {
  db: DbOrTx;
  locale: Locale;
  /** Period titles of the product single type, for the embedded prices. */
  periodTitles: Record<string, string> | null;
}

export class ContentService {
  /** Answers by path and query, with the content version they were built at. */
  private cache = new Map<string, { response: ContentResponse; expires: number; version: number }>();
  private inFlight = new Map<string, Promise<ContentResponse>>();

  constructor(
    private readonly clock: Clock,
    /** How long an assembled answer is reused in this process; price and content edits show after it. */
    private readonly cacheMs = 2000,
  ) {}

  /**
   * The answer for a path and its raw query string. A fresh cached answer is returned as is; a stale
   * one is returned while one rebuild runs behind it; concurrent misses share that one rebuild.
   * `parse` reads the query only when an answer must be built (it throws on a bad query).
   */
  /**
   * The cached answer for a path and raw query, without building anything: while it is fresh, or
   * while it is stale and a rebuild already runs (what `get` would answer); otherwise null.
   */
  peek(path: string, rawQuery: string): ContentResponse | null {
    const key = `${path}?${rawQuery}`;
    const hit = this.cache.get(key);
    if (!hit) return null;
    const now = this.clock.now().getTime();
    if (hit.expires > now) return hit.response;
    return this.servableStale(hit.expires, now) && this.inFlight.has(key) ? hit.response : null;
  }

  /** A stale answer is still sent (while one rebuild runs behind it) up to five cache lifetimes after it expired. */
  private servableStale(expires: number, now: number): boolean {
    return expires + this.cacheMs * 5 > now;
  }

  /** Resolves once the rebuilds running now have ended (tests wait for one a stale answer started). */
  async whenIdle(): Promise<void> {
    await Promise.allSettled([...this.inFlight.values()]);
  }

  async get(db: DbOrTx, path: string, rawQuery: string, parse: () => ContentQuery): Promise<ContentResponse> {
    const key = `${path}?${rawQuery}`;
    const now = this.clock.now().getTime();
    const hit = this.cache.get(key);
    if (hit && hit.expires > now) return hit.response;
    const pending = this.inFlight.get(key) ?? this.rebuild(db, key, path, parse());
    if (hit && this.servableStale(hit.expires, now)) {
      pending.catch(() => undefined);
      return hit.response;
    }
    return pending;
  }

  private rebuild(db: DbOrTx, key: string, path: string, query: ContentQuery): Promise<ContentResponse> {
    const promise = (async () => {
      try {
        // The version is read before anything is built: a write after this read makes the next
        // check differ, so an answer is never kept past a change it may not hold.
        const version = await this.contentVersion(db);
        const cached = this.cache.get(key);
        if (cached?.version === version) {
          // Nothing the content API answers from changed: the answer stays for another lifetime,
          // without building it (a build held the event loop for about 16 ms; issue 14).
          cached.expires = this.clock.now().getTime() + this.cacheMs;
          return cached.response;
        }
        const body = Buffer.from(JSON.stringify(await this.build(db, path, query)));
        // Unchanged content (a write that changed nothing this answer holds) keeps its answer: no
        // compressing again, the same ETag.
        const previous = cached?.response;
        const response = previous?.body.equals(body)
          ? previous
          : {
              body,
              br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } }),
              gzip: gzipSync(body, { level: 6 }),
              etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
            };
        if (this.cache.size > 1000) this.cache.clear();
        this.cache.set(key, { response, expires: this.clock.now().getTime() + this.cacheMs, version });
        return response;
      } finally {
        this.inFlight.delete(key);
      }
    })();
    this.inFlight.set(key, promise);
    return promise;
  }

  /** How many writes content, products and prices have had (one small read; tests replace it). */
  contentVersion(db: DbOrTx): Promise<number> {
    return readContentVersion(db);
  }

  async build(db: DbOrTx, path: string, query: ContentQuery): Promise<unknown> {
    const locales: Locale[] = query.locale === DEFAULT_LOCALE ? [DEFAULT_LOCALE] : [query.locale, DEFAULT_LOCALE];
    const ctx: ResolveContext = { db, locale: query.locale, periodTitles: null };
    // Own keys only: `constructor` or `toString` must be unknown types, not Object's members.
    const single = Object.hasOwn(SINGLE_TYPES, path) ? SINGLE_TYPES[path] : undefined;
    if (single) {
      const rows = await findEntries(db, single, locales);
      const row = rows.find((r) => r.locale === query.locale) ?? rows.find((r) => r.locale === DEFAULT_LOCALE);
      if (!row) throw notFound();
      const [entry] = await this.entries(ctx, [row], query.populate);
      return { data: entry, meta: {} };
    }
    const collection = Object.hasOwn(COLLECTION_TYPES, path) ? COLLECTION_TYPES[path] : undefined;
    if (!collection) throw notFound();
    const rows = pickLocale(await findEntries(db, collection.type, locales), query.locale).filter(
      (r) => !collection.where || collection.where(r.data as Record<string, unknown>),
    );
    const matching = rows.filter((r) => query.filters.every((f) => matches(r, f)));
    const total = matching.length;
    const start = (query.page - 1) * query.pageSize;
    const pageRows = matching.slice(start, start + query.pageSize);
    const data = await this.entries(ctx, pageRows, query.populate);
    return {
      data,
      meta: {
        pagination: { page: query.page, pageSize: query.pageSize, pageCount: Math.ceil(total / query.pageSize), total },
      },
    };
  }

  private async entries(ctx: ResolveContext, rows: ContentRow[], populate: ContentQuery['populate']) {
    const productSlugs = rows.filter((r) => r.type === 'product').map((r) => r.slug);
    const prices = await findPricesBySlugs(ctx.db, productSlugs);
    const out = [];
    for (const row of rows) {
      const attributes = await this.resolveTop(ctx, row.data as Record<string, unknown>, populate);
      if (row.type === 'product') attributes.prices = await this.embedPrices(ctx, attributes, row.slug, prices);
      out.push({ id: row.id, attributes: { ...attributes, ...(row.slug ? { slug: row.slug } : {}), locale: row.locale } });
    }
    return out;
  }

  private async resolveTop(ctx: ResolveContext, data: Record<string, unknown>, populate: ContentQuery['populate']) {
    const result: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
      if (isRecord(value) && typeof value.$relation === 'string') {
        const wanted = populate === '*' || (Array.isArray(populate) && populate.includes(key));
        if (wanted) result[key] = await this.relation(ctx, value);
        continue;
      }
      result[key] = this.resolveValue(value);
    }
    return result;
  }

  /** Components, media and rich text below the top level (relations resolve only at the top). */
  private resolveValue(value: unknown): unknown {
    if (typeof value === 'string') return sanitizeRichText(value);
    if (Array.isArray(value)) return value.map((v) => this.resolveValue(v));
    if (isRecord(value)) {
      if (typeof value.$media === 'string') return mediaObject(value);
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.resolveValue(v)]));
    }
    return value;
  }

  private async relation(ctx: ResolveContext, value: Record<string, unknown>) {
    const type = String(value.$relation);
    const locales: Locale[] = ctx.locale === DEFAULT_LOCALE ? [DEFAULT_LOCALE] : [ctx.locale, DEFAULT_LOCALE];
    const rows = pickLocale(await findEntries(ctx.db, type, locales), ctx.locale);
    if (Array.isArray(value.slugs)) {
      const slugs = value.slugs.map(String);
      const picked = slugs.map((s) => rows.find((r) => r.slug === s)).filter((r): r is ContentRow => Boolean(r));
      return { data: await this.entries(ctx, picked, null) };
    }
    const row = rows.find((r) => r.slug === value.slug);
    return { data: row ? ((await this.entries(ctx, [row], null))[0] ?? null) : null };
  }

  private async embedPrices(ctx: ResolveContext, attributes: Record<string, unknown>, slug: string, all: PriceRow[]) {
    if (!ctx.periodTitles) {
      const locales: Locale[] = ctx.locale === DEFAULT_LOCALE ? [DEFAULT_LOCALE] : [ctx.locale, DEFAULT_LOCALE];
      const texts = (await findEntries(ctx.db, 'product-texts', locales)).filter((r) => r.slug === '');
      const row = texts.find((r) => r.locale === ctx.locale) ?? texts[0];
      const titles = isRecord(row?.data) && isRecord(row.data.periodTitles) ? row.data.periodTitles : {};
      ctx.periodTitles = Object.fromEntries(Object.entries(titles).map(([k, v]) => [k, String(v)]));
    }
    const titles = ctx.periodTitles;
    const sales = isRecord(attributes.priceSales) ? attributes.priceSales : {};
    const infos = isRecord(attributes.priceInfo) ? attributes.priceInfo : {};
    return all
      .filter((p) => p.slug === slug)
      .map((p) => ({
        productKey: p.productKey,
        isDemo: p.isDemo,
        sale: typeof sales[p.productKey] === 'string' ? (sales[p.productKey] as string) : null,
        period: p.period,
        price: p.amount,
        basePrice: p.baseAmount,
        oldPrice: p.oldAmount,
        title: (p.isDemo ? titles.DEMO : titles[p.period]) ?? p.period,
        info: typeof infos[p.productKey] === 'string' ? (infos[p.productKey] as string) : null,
      }));
  }

  /** Forgets every assembled answer (after a content edit in this process). */
  invalidate(): void {
    this.cache.clear();
  }
}

/** One row per slug: the requested locale when it has one, else Georgian; in Georgian order. */
function pickLocale(rows: ContentRow[], locale: Locale): ContentRow[] {
  const bySlug = new Map<string, ContentRow>();
  for (const row of rows) {
    const existing = bySlug.get(row.slug);
    if (!existing || (row.locale === locale && existing.locale !== locale)) bySlug.set(row.slug, row);
  }
  const order = rows.filter((r) => r.locale === DEFAULT_LOCALE).map((r) => r.slug);
  for (const r of rows) if (!order.includes(r.slug)) order.push(r.slug);
  return order.map((s) => bySlug.get(s)!).filter(Boolean);
}

function matches(row: ContentRow, filter: ContentQuery['filters'][number]): boolean {
  const data = row.data as Record<string, unknown>;
  const raw = filter.field === 'slug' ? row.slug : filter.field === 'locale' ? row.locale : data[filter.field];
  const actual = raw === null || raw === undefined ? '' : String(raw);
  if (filter.op === '$eq') return actual === filter.value;
  if (filter.op === '$eqi') return actual.toLowerCase() === filter.value.toLowerCase();
  return actual !== filter.value;
}

/** Reads the flat Strapi query string (`populate[0]=x`, `filters[slug][$eq]=y`, `pagination[page]=2`). */
export function parseContentQuery(raw: Record<string, unknown>): ContentQuery {
  const first = (v: unknown): string | undefined => (Array.isArray(v) ? String(v[0]) : v === undefined ? undefined : String(v));
  const localeText = first(raw.locale) ?? DEFAULT_LOCALE;
  if (!['ka', 'en', 'ru'].includes(localeText)) {
    throw new AppError('VALIDATION_ERROR', { message: 'Unknown locale', fieldErrors: { locale: 'Unknown locale' } });
  }
  let populate: ContentQuery['populate'] = null;
  const names: string[] = [];
  const filters: ContentQuery['filters'] = [];
  let page = 1;
  let pageSize = 25;
  for (const [key, value] of Object.entries(raw)) {
    const values = (Array.isArray(value) ? value : [value]).map(String);
    if (key === 'populate') {
      for (const v of values) {
        if (v === '*' || v === 'deep') populate = '*';
        else names.push(...v.split(',').filter(Boolean));
      }
      continue;
    }
    const populateMatch = /^populate\[([^\]]+)\](.*)$/.exec(key);
    if (populateMatch) {
      // populate[0]=name, or populate[name][populate]=... (the relation itself is what counts here)
      names.push(/^\d+$/.test(populateMatch[1]!) ? values[0]! : populateMatch[1]!);
      continue;
    }
    const filterMatch = /^filters\[([^\]]+)\]\[(\$[a-z]+)\]$/.exec(key);
    if (filterMatch) {
      const op = filterMatch[2]!;
      if (op !== '$eq' && op !== '$eqi' && op !== '$ne') {
        throw new AppError('VALIDATION_ERROR', { message: `Unsupported filter ${op}` });
      }
      filters.push({ field: filterMatch[1]!, op, value: values[0] ?? '' });
      continue;
    }
    if (key === 'pagination[page]') page = Math.max(1, Number.parseInt(values[0] ?? '1', 10) || 1);
    if (key === 'pagination[pageSize]') pageSize = Math.min(100, Math.max(1, Number.parseInt(values[0] ?? '25', 10) || 25));
  }
  if (populate !== '*' && names.length) populate = [...new Set(names)].sort();
  filters.sort((a, b) => a.field.localeCompare(b.field));
  return { locale: localeText as Locale, populate, filters, page, pageSize };
}
