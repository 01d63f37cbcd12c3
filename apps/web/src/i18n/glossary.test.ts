import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
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
  scope: 'all' | 'interface';
}

function glossary(): Term[] {
  const rows = readFileSync(at('docs/glossary.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(Thing|---)/.test(line));
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
    return /\.(ts|tsx|mjs|html|txt|hbs)$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });

/** The texts a file writes: its string and template literals (not its names or comments), paths left out. */
function texts(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  if (!/\.(ts|tsx|mjs)$/.test(file)) return [source];
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const text = (node as ts.LiteralLikeNode).text;
      // Paths and slugs (/currentproducts/default/id/billing, './billing') are no text a customer reads.
      if (!/^\S*\/\S*$/.test(text) && !/^[a-z0-9._-]+$/.test(text)) found.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

const catalogues = ['ka', 'en', 'ru'].flatMap((l) => filesUnder(at('apps/web/src/i18n', l))).filter((f) => !f.endsWith('admin.ts'));
const mails = [
  ...filesUnder(at('apps/api/src/modules/mail/templates')),
  at('apps/api/src/modules/checkout/receipt-mail.ts'),
  at('apps/api/src/modules/subscriptions/subscription-mails.ts'),
];
const content = filesUnder(at('scripts/content-source')).filter((f) => !f.endsWith('build-content.mjs'));
const descriptions = /(products|solutions)\.mjs$/;

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
    for (const file of [...catalogues, ...mails, ...content]) {
      const lines = texts(file);
      for (const term of terms) {
        if (term.scope === 'interface' && descriptions.test(file)) continue;
        for (const wrong of term.not)
          for (const line of lines)
            if ((wrong === wrong.toLowerCase() ? line.toLowerCase() : line).includes(wrong))
              found.push(`${path.relative(root, file)}: "${wrong}" (${term.thing}) in "${line.slice(0, 80)}"`);
      }
    }
    expect(found).toEqual([]);
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
