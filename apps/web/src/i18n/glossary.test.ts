import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ERROR_KEYS } from '@orioni/contracts/error-keys';
import { ONE_TIME_NAME, ONE_TIME_NAMES, PERIOD_NAMES } from '@orioni/contracts/period-names';
import { en } from './en';
import { ka } from './ka';
import { ru } from './ru';

/**
 * docs/glossary.md holds one term per thing (KA/EN/RU) and, per term, the wrong variants: this test reads
 * the texts of the interface catalogues, the content sources and the e-mails and fails on any of them.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const at = (...parts: string[]) => path.join(root, ...parts);

interface Term {
  thing: string;
  not: string[];
  scope: 'all' | 'interface' | 'customer';
}

/** The glossary's sections: the terms before the first `## ` heading, then each heading's text. */
const sections = (): Record<string, string[]> => {
  const found: Record<string, string[]> = { terms: [] };
  let current = 'terms';
  for (const line of readFileSync(at('docs/glossary.md'), 'utf8').split('\n')) {
    if (line.startsWith('## ')) found[(current = line.slice(3).trim())] = [];
    else found[current]!.push(line);
  }
  return found;
};

/** The rows of a table (header and rule left out), as trimmed cells. */
const tableRows = (lines: string[]): string[][] =>
  lines
    .filter((line) => line.startsWith('|') && !/^\|\s*---/.test(line))
    .slice(1)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );

function glossary(): Term[] {
  const rows = sections().terms!.filter((line) => line.startsWith('|') && !/^\|\s*(Thing|---)/.test(line));
  return rows.map((line) => {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    return { thing: cells[0]!, not: [...cells[4]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!), scope: cells[5] as Term['scope'] };
  });
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.(ts|tsx|mjs|json|html|txt|hbs)$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });

/** Paths and slugs (/currentproducts/default/id/billing, './billing') are no text a customer reads. */
const isText = (text: string) => !/^\S*\/\S*$/.test(text) && !/^[a-z0-9._-]+$/.test(text);

/** The string values of a generated content file (its keys are names, not texts). */
const jsonTexts = (value: unknown): string[] =>
  typeof value === 'string'
    ? isText(value)
      ? [value]
      : []
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(jsonTexts)
      : [];

/** The texts a file writes: its string and template literals (not its names or comments), paths left out. */
function texts(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  if (file.endsWith('.json')) return jsonTexts(JSON.parse(source) as unknown);
  if (!/\.(ts|tsx|mjs)$/.test(file)) return [source];
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const text = (node as ts.LiteralLikeNode).text;
      if (isText(text)) found.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

const catalogues = ['ka', 'en', 'ru'].flatMap((l) => filesUnder(at('apps/web/src/i18n', l)));
/** The staff console's catalogues and its exports (CSV headers and values staff read). */
const staff = /i18n\/(ka|en|ru)\/admin\.ts$|export-text\.ts$/;
const exports = [at('apps/api/src/modules/admin/export-text.ts')];
const mails = [
  ...filesUnder(at('apps/api/src/modules/mail/templates')),
  at('apps/api/src/modules/checkout/receipt-mail.ts'),
  at('apps/api/src/modules/checkout/refund-mail.ts'),
  at('apps/api/src/modules/checkout/late-payment-mail.ts'),
  at('apps/api/src/modules/subscriptions/subscription-mails.ts'),
  // The one table of period names (the pages, the documents, the e-mails and the exports print it) and the documents' words.
  at('packages/contracts/src/period-names.ts'),
  at('packages/contracts/src/document-texts.ts'),
];
const content = [
  ...filesUnder(at('scripts/content-source')).filter((f) => !f.endsWith('build-content.mjs')),
  // What the sources generate, as served (a hand edit there, or a stale build, is caught too).
  ...['ka', 'en', 'ru'].flatMap((l) => filesUnder(at('content', l))),
];
/** The product and solution descriptions: the customer's own software (its sources and generated files). */
const descriptions = /(products|solutions)\.mjs$|content\/(ka|en|ru)\/(product|product-texts|solution)\.json$/;

describe('the glossary (docs/glossary.md)', () => {
  const terms = glossary();

  it('issue 32 item 2: lists a term for each thing the issue names, with its wrong variants', () => {
    const things = terms.map((t) => t.thing).join(' ');
    for (const thing of ['On-premise', 'Pay now', 'Personal number', 'Company code', 'Payment history', 'Receipt', 'E-mail', 'Invoice'])
      expect(things).toContain(thing);
    expect(terms.flatMap((t) => t.not).length).toBeGreaterThan(15);
  });

  it('issue 32 item 2: the catalogues, the content sources and the e-mails use no wrong variant of a term', () => {
    const found: string[] = [];
    for (const file of [...catalogues, ...exports, ...mails, ...content]) {
      const lines = texts(file);
      for (const term of terms) {
        if (term.scope !== 'all' && descriptions.test(file)) continue;
        if (term.scope === 'customer' && staff.test(file)) continue;
        for (const wrong of term.not)
          for (const line of lines)
            if ((wrong === wrong.toLowerCase() ? line.toLowerCase() : line).includes(wrong))
              found.push(`${path.relative(root, file)}: "${wrong}" (${term.thing}) in "${line.slice(0, 80)}"`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe("issue 39 items 25 and 40: the period words are the glossary's, held once in contracts", () => {
  /** A term's row, its EN, KA and RU cells each split at " / " (a row may list several words). */
  const row = (thing: string) => {
    const line = sections().terms!.find((l) => l.startsWith(`| ${thing}`));
    const cells = line!
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    return { EN: cells[1]!.split(' / '), KA: cells[2]!.split(' / '), RU: cells[3]!.split(' / ') };
  };

  it.each(['KA', 'EN', 'RU'] as const)(
    '%s: the licence, one-time, monthly and annual words of the glossary are the ones contracts print',
    (language) => {
      expect(row('On-premise licence')[language]).toEqual([ONE_TIME_NAMES[language].SOLUTION]);
      expect(row('One-time purchase')[language]).toEqual([
        ONE_TIME_NAMES[language].HARDWARE,
        ONE_TIME_NAMES[language].SERVICE,
        ONE_TIME_NAME[language],
      ]);
      expect(row('Monthly / Annual')[language]).toEqual([PERIOD_NAMES[language].M1, PERIOD_NAMES[language].Y1]);
    },
  );
});

describe('the English texts the spec quotes (docs/glossary.md, "Quoted by the spec")', () => {
  const quoted = tableRows(sections()['Quoted by the spec'] ?? []);

  it('issue 32 item 8: the verification and error texts the spec quotes are listed with their rules', () => {
    expect(quoted.map(([text, , rule]) => `${rule}: ${text}`)).toEqual(
      expect.arrayContaining([
        'R8.display.04: Something wrong happened...',
        'R8.verify.05: The verification token has been expired, please try again',
      ]),
    );
  });

  it('issue 32 item 8: the English catalogue and the error table write each quoted text word for word', () => {
    const english = [en.shell.somethingWrong, en.auth.verifyFailedTitle, ...Object.values(ERROR_KEYS)];
    for (const [text] of quoted) expect(english, text).toContain(text);
  });
});

describe('the wording a Georgian and a Russian customer reads', () => {
  it('issue 32 item 3: the password checklist says the upper- and lower-case letters are Latin (Georgian has no capitals)', () => {
    expect(ka.auth.checkCase).toMatch(/ლათინ/);
    expect(ru.auth.checkCase).toMatch(/латинск/);
    expect(en.auth.checkCase).toMatch(/Latin/);
  });

  it('issue 32 item 5: the Russian card terms name the brand in Cyrillic, charge an amount, and agree in any gender', () => {
    expect(ru.card.cardTermsText).not.toMatch(/Orioni/);
    expect(ru.card.cardTermsText).toMatch(/Орион/);
    expect(ru.card.cardTermsText).not.toMatch(/списываются[^.]*покупки/);
    expect(ru.card.cardTermsAgree).not.toMatch(/соглас(ен|на)\b/);
  });

  it('issue 32 item 6: the subscriptions tab, the resend countdown, an error and the number sign read naturally', () => {
    expect([ka.billing.billingTab, ru.billing.billingTab, en.billing.billingTab]).toEqual(['გამოწერები', 'Подписки', 'Subscriptions']);
    // The timer follows the sentence: "… შეგეძლებათ 00:42" was no Georgian; "… გაგზავნამდე დარჩა 00:42" is.
    expect(ka.auth.resendIn).toMatch(/დარჩა$/);
    expect(ka.shell.somethingWrong).not.toMatch(/რაღაც/);
    expect(ka.history.payment(34)).toBe('გადახდა №34');
  });
});
