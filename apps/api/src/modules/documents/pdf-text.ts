import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';
import type PDFDocument from 'pdfkit';

/**
 * Text on a PDF in any of the storefront's scripts (ADR 031). The fonts are the static Noto Sans
 * files of `@fontsource/noto-sans-georgian` and `@fontsource/noto-sans`, which come split by script
 * (a Georgian file, a Latin one, a Cyrillic one, a Latin-extended one that holds the lari sign), so a
 * line is cut into runs of one script and each run is written in the font that covers it. pdfkit
 * embeds only the glyphs used (a subset) as real text: selectable and searchable.
 */

type Script = 'georgian' | 'latin' | 'latinExt' | 'cyrillic';
export type Weight = 'regular' | 'bold';

const FILES: Record<Script, Record<Weight, string>> = {
  georgian: {
    regular: '@fontsource/noto-sans-georgian/files/noto-sans-georgian-georgian-400-normal.woff',
    bold: '@fontsource/noto-sans-georgian/files/noto-sans-georgian-georgian-700-normal.woff',
  },
  latin: {
    regular: '@fontsource/noto-sans-georgian/files/noto-sans-georgian-latin-400-normal.woff',
    bold: '@fontsource/noto-sans-georgian/files/noto-sans-georgian-latin-700-normal.woff',
  },
  latinExt: {
    regular: '@fontsource/noto-sans-georgian/files/noto-sans-georgian-latin-ext-400-normal.woff',
    bold: '@fontsource/noto-sans-georgian/files/noto-sans-georgian-latin-ext-700-normal.woff',
  },
  cyrillic: {
    regular: '@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff',
    bold: '@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff',
  },
};

const SCRIPTS = Object.keys(FILES) as Script[];
const fontName = (script: Script, weight: Weight) => `${script}-${weight}`;

/**
 * A WOFF 1.0 file as the TrueType (sfnt) font it wraps: its tables inflated once here with node's
 * zlib, instead of by fontkit's JavaScript inflater for every document (measured: 20–90 ms a font
 * per document before, under 1 ms after; ADR 031).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) return woff; // not 'wOFF': already a TrueType/OpenType file
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const [tag, offset, compLength, origLength, checksum] = [0, 4, 8, 12, 16].map((o) => woff.readUInt32BE(at + o)) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const raw = woff.subarray(offset, offset + compLength);
    return { tag, checksum, data: compLength < origLength ? inflateSync(raw) : raw };
  });
  const power = 2 ** Math.floor(Math.log2(numTables));
  const head = Buffer.alloc(12 + 16 * numTables);
  head.writeUInt32BE(woff.readUInt32BE(4), 0);
  head.writeUInt16BE(numTables, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(numTables * 16 - power * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    head.writeUInt32BE(table.tag, at);
    head.writeUInt32BE(table.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

let loaded: Map<string, fontkit.Font> | undefined;
/**
 * The fonts, read, unwrapped from WOFF and parsed once per process: pdfkit takes a parsed fontkit
 * font and makes each document its own subset of it, so no document parses a font file again.
 */
function fonts(): Map<string, fontkit.Font> {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    loaded = new Map(
      SCRIPTS.flatMap((script) =>
        (['regular', 'bold'] as const).map(
          (weight) =>
            [
              fontName(script, weight),
              fontkit.create(woffToSfnt(readFileSync(require.resolve(FILES[script][weight])))) as fontkit.Font,
            ] as const,
        ),
      ),
    );
  }
  return loaded;
}

/**
 * The document's starting font: one of ours, already parsed, so pdfkit does not read its built-in
 * Helvetica metrics for every new document (about a millisecond each).
 */
export const startingFont = (): fontkit.Font => fonts().get(fontName('latin', 'regular'))!;

/** Registers every font with a new document. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, font] of fonts()) doc.registerFont(name, font as never);
}

const widths = new Map<string, number>();
/**
 * The width of a run at size 1, measured once per process (fontkit's layout, kerning included) and
 * kept: the same words (labels, product names, dates) come back on every document.
 */
function unitWidth(name: string, text: string): number {
  const key = `${name}\u0000${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    const font = fonts().get(name)!;
    width = font.layout(text).advanceWidth / font.unitsPerEm;
    if (widths.size >= 20_000) widths.clear();
    widths.set(key, width);
  }
  return width;
}

/** The script of a character, by the ranges each font file covers. */
function scriptOf(codePoint: number): Script {
  if (
    (codePoint >= 0x10a0 && codePoint <= 0x10ff) ||
    (codePoint >= 0x1c90 && codePoint <= 0x1cbf) ||
    (codePoint >= 0x2d00 && codePoint <= 0x2d2f)
  ) {
    return 'georgian';
  }
  if ((codePoint >= 0x0400 && codePoint <= 0x04ff) || codePoint === 0x2116) return 'cyrillic';
  if ((codePoint >= 0x0100 && codePoint <= 0x024f) || codePoint === 0x20be) return 'latinExt';
  return 'latin';
}

/** The text cut into runs of one script; a space stays with the run before it. */
export function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const script = char === ' ' && last ? last.script : scriptOf(char.codePointAt(0)!);
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
}

/** Writes and measures lines of mixed-script text on one document. */
export class PdfText {
  constructor(private readonly doc: typeof PDFDocument.prototype) {}

  width(text: string, style: TextStyle): number {
    let width = 0;
    for (const run of scriptRuns(text)) width += unitWidth(fontName(run.script, style.weight ?? 'regular'), run.text) * style.size;
    return width;
  }

  /** One line at (x, y) (its top); `align: 'right'` ends it at x + width. */
  line(text: string, x: number, y: number, style: TextStyle & { width?: number; align?: 'left' | 'right' }): void {
    let cursor = style.align === 'right' && style.width !== undefined ? x + style.width - this.width(text, style) : x;
    this.doc.fillColor(style.color ?? '#1f2330');
    for (const run of scriptRuns(text)) {
      this.doc
        .font(fontName(run.script, style.weight ?? 'regular'))
        .fontSize(style.size)
        .text(run.text, cursor, y, { lineBreak: false });
      cursor += unitWidth(fontName(run.script, style.weight ?? 'regular'), run.text) * style.size;
    }
  }

  /**
   * The text broken into lines no wider than `width` (at ordinary spaces; a longer word stands
   * alone). A no-break space is no place to break: it keeps an amount with its lari sign, a day with
   * its month (decision 31).
   */
  wrap(text: string, width: number, style: TextStyle): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/[ \t\r\n]+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && this.width(candidate, style) > width) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    if (current) lines.push(current);
    return lines.length > 0 ? lines : [''];
  }

  /** A wrapped paragraph from (x, y); returns the y below it. */
  block(text: string, x: number, y: number, width: number, style: TextStyle & { align?: 'left' | 'right' }): number {
    const height = lineHeight(style.size);
    const lines = this.wrap(text, width, style);
    lines.forEach((l, i) => this.line(l, x, y + i * height, { ...style, width }));
    return y + lines.length * height;
  }
}

export const lineHeight = (size: number): number => Math.round(size * 1.45 * 100) / 100;
