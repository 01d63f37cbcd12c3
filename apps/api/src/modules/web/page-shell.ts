import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { toLocale, DEFAULT_LOCALE, type Language, type Locale } from '@orioni/contracts/constants';
import {
  contentCallPath,
  contentQueryString,
  LAYOUT_CONTENT,
  pagePlan,
  type ContentRequest,
  type PagePlan,
} from '@orioni/contracts/content-requests';
import type { DbOrTx } from '../../db/client.ts';
import { cookieLanguage } from '../../lib/request-language.ts';
import { parseContentQuery, type ContentService } from '../content/content.service.ts';
import type { SignedInAnswers } from './signed-in-answers.ts';

/** The path the web's content client uses for the built-in content service. */
const CONTENT_BASE = '/cms';
const MAX_MEMO = 500;

interface ViteChunk {
  file: string;
  src?: string;
  /** The chunk's name: a lazily loaded page's file name without extension (`home-page`). */
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface RenderedShell {
  body: Buffer;
  encoding: 'br' | 'gzip' | null;
}

/** A signed-in page's render: the session's token and the answers the page carries. */
type SignedInRender = SignedInAnswers;

/** The web's server entry (`apps/web/src/entry-server.tsx`, built into `dist-server/`). */
type RenderFirstScreen = (
  pathname: string,
  language: Language,
  content: Record<string, unknown>,
  session?: SignedInRender,
) => Promise<string>;

/** The key of a content call in the inlined block: the URL the web's content client fetches. */
const inlineKey = (locale: Locale, request: ContentRequest) => `${CONTENT_BASE}${contentCallPath(locale, request)}`;

/** Where the build puts the server entry: beside the web build. */
export const serverEntryOf = (root: string) => path.join(root, '..', 'dist-server', 'entry-server.js');

/** The entry script Vite writes into the template's head. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/** The whole root element of the template (its markers and the whitespace around them). */
const ROOT_ELEMENT = /<div id="root">\s*<!--first-screen-->[\s\S]*?<!--\/first-screen-->\s*<\/div>/;

interface ShellVariants {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The locale of the `lang` cookie (KA/EN/RU, spec section 3; read by `cookieLanguage`), else Georgian. */
export function cookieLocale(cookieHeader: string | undefined): Locale {
  const language = cookieLanguage(cookieHeader);
  return language ? toLocale(language) : DEFAULT_LOCALE;
}

/** The session token of the `token` cookie (spec section 3), or null; it is not checked here, only read. */
export function sessionCookieToken(cookieHeader: string | undefined): string | null {
  const value = cookieHeader ? /(?:^|;\s*)token=([^;\s]+)/.exec(cookieHeader)?.[1] : undefined;
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

const hasSessionCookie = (cookieHeader: string | undefined) => sessionCookieToken(cookieHeader) !== null;

/** A built stylesheet of the web app as a `<style>` element, or null when the file is not there. */
function styleElement(root: string, file: string): string | null {
  const full = path.join(root, file);
  if (!full.startsWith(root) || !fs.existsSync(full)) return null;
  // `</style` cannot occur in minified CSS, but the closing tag is escaped all the same.
  return `<style>${fs.readFileSync(full, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
}

/**
 * The entry stylesheet (design tokens, layout, shared components; about 11 KiB compressed) goes into
 * the page itself: the first paint then waits for the HTML alone, not for a second round trip.
 */
function inlineEntryStyles(root: string, html: string): string {
  return html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g,
    (tag, file: string) => styleElement(root, file) ?? tag,
  );
}

/**
 * The text faces a language's first screen uses (Noto Sans, spec: fonts covering Georgian script):
 * Georgian pages set Georgian letters in Noto Sans Georgian and digits and punctuation in Noto Sans
 * Latin; English pages need Latin alone; Russian pages Cyrillic and Latin. Each is one variable file
 * holding every weight of the type scale (400 text, 600 buttons, 700 headings).
 */
const FIRST_SCREEN_FACES: Record<Locale, RegExp> = {
  ka: /noto-sans-(georgian-georgian|latin)-wght-normal/,
  en: /noto-sans-latin-wght-normal/,
  ru: /noto-sans-(cyrillic|latin)-wght-normal/,
};

/** The built font files of a language's first screen, from the Vite manifest. */
export function firstScreenFonts(manifest: Record<string, { file: string }>, locale: Locale): string[] {
  return Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.woff2') && FIRST_SCREEN_FACES[locale].test(file))
    .map((file) => `/${file}`)
    .sort();
}

/** The URL of a media field (`{ data: { attributes: { url } } }`) at `field` in a content answer's first entry. */
function heroImageUrl(answer: unknown, field: readonly string[]): string | null {
  const data = (answer as { data?: unknown } | null)?.data;
  const entry = Array.isArray(data) ? data[0] : data;
  let node = (entry as { attributes?: unknown } | undefined)?.attributes;
  for (const key of field) node = (node as Record<string, unknown> | undefined)?.[key];
  const url = (node as { data?: { attributes?: { url?: unknown } } } | undefined)?.data?.attributes?.url;
  return typeof url === 'string' && url.startsWith('/') ? url : null;
}

/**
 * The page shell: the built index.html, made for the page asked for. It carries
 *  - `<html lang>` in the visitor's language (from the `lang` cookie);
 *  - the content the page reads on its first render, inlined as JSON keyed by the URL the web would
 *    fetch (so the first render needs no content round trip);
 *  - `modulepreload` and stylesheet preloads for the page's own chunks (fetched beside the entry
 *    script, not after it), a preload of its hero image (the page's largest paint) and its fonts;
 *  - for a visitor without a session, the page's first screen rendered by the web's server entry.
 * Answers are kept per language, path and content version, so a page is assembled and compressed
 * once per content change (content is cached for two seconds by the content service).
 */
export class PageShell {
  private readonly template: string;
  private readonly manifest: Record<string, ViteChunk>;
  private readonly memo = new Map<string, ShellVariants>();

  private readonly styles = new Map<string, string | null>();
  /** Whether the build has boot.js (apps/web/public), which starts the app after the first paint. */
  private readonly hasBoot: boolean;
  private renderer: Promise<RenderFirstScreen | null> | undefined;

  constructor(
    private readonly root: string,
    private readonly content: ContentService,
    private readonly db: DbOrTx,
    private readonly options: { serverEntry?: string; onRenderError?: (error: unknown) => void } = {},
  ) {
    this.template = inlineEntryStyles(root, fs.readFileSync(path.join(root, 'index.html'), 'utf8'));
    this.hasBoot = fs.existsSync(path.join(root, 'boot.js'));
    const manifestFile = path.join(root, '.vite/manifest.json');
    this.manifest = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ViteChunk>) : {};
  }

  /** The web's first-screen renderer, loaded once; null without a server build (or when it fails to load). */
  private firstScreenRenderer(): Promise<RenderFirstScreen | null> {
    this.renderer ??= (async () => {
      const file = this.options.serverEntry;
      if (!file || !fs.existsSync(file)) return null;
      try {
        const module = (await import(pathToFileURL(file).href)) as { renderFirstScreen?: RenderFirstScreen };
        return module.renderFirstScreen ?? null;
      } catch (error) {
        this.options.onRenderError?.(error);
        return null;
      }
    })();
    return this.renderer;
  }

  /** A page stylesheet as a `<style>` element (read once), for a page whose first screen is in the HTML. */
  private pageStyle(file: string): string | null {
    if (!this.styles.has(file)) this.styles.set(file, styleElement(this.root, file.replace(/^\//, '')));
    return this.styles.get(file) ?? null;
  }

  /** The page module's own JavaScript chunks and stylesheets, without what the entry already loads. */
  /** The chunks of a page, found by its chunk name among the build's lazily loaded modules. */
  chunksOf(page: string): { scripts: string[]; styles: string[] } {
    const module = Object.keys(this.manifest).find((key) => this.manifest[key]!.isDynamicEntry && this.manifest[key]!.name === page);
    const scripts: string[] = [];
    const styles: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk || chunk.isEntry || seen.has(key)) return;
      seen.add(key);
      scripts.push(`/${chunk.file}`);
      // Chunks may share a stylesheet: it is inlined or preloaded once.
      for (const css of chunk.css ?? []) if (!styles.includes(`/${css}`)) styles.push(`/${css}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    if (module) visit(module);
    return { scripts, styles };
  }

  /**
   * The page for `pathname`. `hasQuery`: the address has a query string (it may open a modal or a
   * section), so the first screen is left to the browser.
   */
  async render(
    pathname: string,
    cookieHeader: string | undefined,
    acceptEncoding: string | undefined,
    hasQuery = false,
    /**
     * For a signed-in page: the session's token (from the cookie) and its answers
     * (`#initial-session`), for this visitor alone: never kept.
     */
    session?: SignedInRender,
  ): Promise<RenderedShell> {
    const locale = cookieLocale(cookieHeader);
    const signedIn = hasSessionCookie(cookieHeader);
    const planned = pagePlan(pathname);
    // A page behind a login is planned only for a visitor who may have a session; others are sent home.
    // A staff page only with a staff session's answers: for anyone else it is served as before, unplanned.
    const plan = planned?.signedIn && (!signedIn || (planned.staff && (!session || session.denied))) ? null : planned;
    const requests: ContentRequest[] = [...LAYOUT_CONTENT, ...(plan?.content ?? [])];
    const answers = await Promise.all(requests.map((request) => this.answer(locale, request)));
    const accepts = acceptEncoding ?? '';
    const compressed = (html: Buffer): RenderedShell => {
      if (/\bbr\b/.test(accepts))
        return { body: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
      if (/\bgzip\b/.test(accepts)) return { body: gzipSync(html, { level: 6 }), encoding: 'gzip' };
      return { body: html, encoding: null };
    };
    const parse = () => answers.map((answer) => (answer ? (JSON.parse(answer.body.toString('utf8')) as { data?: unknown }) : null));

    if (session && (plan?.signedIn || session.denied)) {
      // A signed-in page with its visitor's answers: its first screen rendered for that session, the
      // answers beside it (`<` escaped as in the content block); assembled and compressed for this
      // answer only, never kept. (A staff page denied to the session carries its new token alone.)
      const parsed = parse();
      const firstScreen = hasQuery || session.denied ? null : await this.renderFirstScreen(pathname, locale, requests, parsed, session);
      const script = `<script id="initial-session" type="application/json">${JSON.stringify(session.answers).replace(/</g, '\\u003c')}</script>`;
      const html = this.assemble(locale, plan, requests, answers, parsed, firstScreen).replace('</body>', () => `${script}</body>`);
      return compressed(Buffer.from(html));
    }

    // The first screen is rendered on the server for a public page of a visitor without a session
    // (a signed-in header depends on the session, which only the browser reads).
    const prerender = Boolean(plan && !plan.signedIn && !signedIn && !hasQuery);
    const key = [locale, plan?.page ?? '', prerender, ...answers.map((a) => a?.etag ?? '-'), pathname].join('|');
    let variants = this.memo.get(key);
    if (!variants) {
      const parsed = parse();
      const firstScreen = prerender ? await this.renderFirstScreen(pathname, locale, requests, parsed) : null;
      const html = Buffer.from(this.assemble(locale, plan, requests, answers, parsed, firstScreen));
      variants = {
        html,
        br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
        gzip: gzipSync(html, { level: 6 }),
      };
      if (this.memo.size >= MAX_MEMO) this.memo.clear();
      this.memo.set(key, variants);
    }
    if (/\bbr\b/.test(accepts)) return { body: variants.br, encoding: 'br' };
    if (/\bgzip\b/.test(accepts)) return { body: variants.gzip, encoding: 'gzip' };
    return { body: variants.html, encoding: null };
  }

  private async renderFirstScreen(
    pathname: string,
    locale: Locale,
    requests: ContentRequest[],
    answers: ({ data?: unknown } | null)[],
    session?: SignedInRender,
  ): Promise<string | null> {
    // Only a page whose content is all there (an unknown solution slug finds an empty list): a
    // made-up address must not cost a server render.
    if (answers.some((answer) => !answer || (Array.isArray(answer.data) && answer.data.length === 0))) return null;
    const render = await this.firstScreenRenderer();
    if (!render) return null;
    const content = Object.fromEntries(requests.map((request, i) => [inlineKey(locale, request), answers[i]]));
    try {
      return await render(pathname, locale.toUpperCase() as Language, content, session);
    } catch (error) {
      this.options.onRenderError?.(error);
      return null; // the browser renders the page, as without a server build
    }
  }

  private async answer(locale: Locale, request: ContentRequest) {
    const rawQuery = contentQueryString(locale, request);
    try {
      return await this.content.get(this.db, request.path, rawQuery, () =>
        parseContentQuery(Object.fromEntries(new URLSearchParams(rawQuery))),
      );
    } catch {
      return null; // e.g. an unknown solution slug: the page fetches it and shows its not-found state
    }
  }

  private assemble(
    locale: Locale,
    plan: PagePlan | null,
    requests: ContentRequest[],
    answers: ({ body: Buffer } | null)[],
    parsed: unknown[],
    firstScreen: string | null,
  ): string {
    const head: string[] = [];
    // The answers go in as the bytes the content API serves.
    const inline = requests.flatMap((request, i) => {
      const body = answers[i]?.body;
      return body ? [`${JSON.stringify(inlineKey(locale, request))}:${body.toString('utf8')}`] : [];
    });

    // Fonts first: with the faces at hand by the first layout, the text is shaped once, in its own
    // font, instead of in a system fallback and again when the web font arrives (a long layout task).
    for (const file of firstScreenFonts(this.manifest, locale))
      head.push(`<link rel="preload" as="font" type="font/woff2" crossorigin fetchpriority="low" href="${escapeAttribute(file)}">`);
    if (plan?.heroImage) {
      const url = heroImageUrl(parsed[LAYOUT_CONTENT.length + plan.heroImage.request] ?? null, plan.heroImage.field);
      if (url) head.push(`<link rel="preload" as="image" href="${escapeAttribute(url)}" fetchpriority="high">`);
    }
    if (plan) {
      const { scripts, styles } = this.chunksOf(plan.page);
      for (const file of styles) {
        // With the first screen in the HTML its styles are inlined (it is painted from the HTML alone);
        // otherwise preloaded, not linked (a linked sheet would hold the first paint back), and the
        // page's chunk links it when it loads, by then from the cache.
        // An inlined sheet is also named by a disabled link (never fetched): the page chunk's loader
        // (Vite's) looks for a stylesheet link of that address and, finding one, does not fetch the
        // sheet again and wait for it before the app attaches (a round trip, then a restyle of the page).
        const inlined = firstScreen ? this.pageStyle(file) : null;
        head.push(
          inlined
            ? `${inlined}<link rel="stylesheet" href="${escapeAttribute(file)}" disabled>`
            : `<link rel="preload" as="style" crossorigin href="${escapeAttribute(file)}">`,
        );
      }
      // With the first screen in the HTML the scripts wait for its first paint (boot.js, below).
      if (!firstScreen) for (const file of scripts) head.push(`<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`);
    }

    // `<` is escaped so no text in the content can close the script element.
    const data = `{${inline.join(',')}}`.replace(/</g, '\\u003c');
    // The server's first screen is the root's whole content, exactly as React renders it, so that the
    // browser hydrates it (attaches to it) instead of rendering the page a second time (ADR 019). It is
    // inert until then: nothing in it works before the app has attached.
    let page = this.template;
    let boot = '';
    if (firstScreen) {
      page = page.replace(ROOT_ELEMENT, () => `<div id="root" inert data-server-rendered="${locale}">${firstScreen}</div>`);
      // Painted from the HTML alone, so the app's scripts are not fetched before that paint (they
      // would share the connection with the HTML and hold the paint back): boot.js fetches them,
      // the entry first, once the screen is on the glass (ADR 019).
      const entry = ENTRY_SCRIPT.exec(page)?.[1];
      if (entry && this.hasBoot) {
        page = page.replace(ENTRY_SCRIPT, '');
        const modules = [entry, ...(plan ? this.chunksOf(plan.page).scripts : [])];
        boot = `<script id="app-modules" type="application/json">${JSON.stringify(modules)}</script><script src="/boot.js" defer></script>`;
      }
    }
    return (
      page
        .replace(/<html lang="[^"]*"/, () => `<html lang="${locale}"`)
        .replace('</head>', () => `${head.join('')}</head>`)
        // A function, so a `$&` in the content is not read as a replacement pattern.
        .replace('</body>', () => `<script id="initial-content" type="application/json">${data}</script>${boot}</body>`)
    );
  }
}
