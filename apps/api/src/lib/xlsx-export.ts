import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import archiver from 'archiver';
import { toApiDate } from '@orioni/contracts';
import { tbilisiClock } from '@orioni/contracts/format';

/** One column of an export: its header, its kind (how the cell is typed and formatted) and its value. */
export interface ExportColumn<T> {
  header: string;
  /** `date` is a calendar day (`YYYY-MM-DD`); `datetime` an instant, written as Tbilisi's clock shows it. */
  kind: 'text' | 'number' | 'money' | 'date' | 'datetime' | 'percent';
  width?: number;
  value(row: T): string | number | Date | null | undefined;
}

const FORMATS: Record<ExportColumn<unknown>['kind'], string | undefined> = {
  text: '@',
  number: '0',
  money: '0.00',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
  percent: '0.00%',
};

/**
 * A cell's value by the column's kind. Text is always written as a string cell, never a formula,
 * whatever it starts with (`=`, `+`, `-`, `@`, tab, carriage return): the streaming writer makes a
 * formula only from `{ formula }` objects, and the column's text format keeps Excel from reading it
 * as one. Money comes in tetri and goes out as lari with two decimals; dates as date cells (issue 26 item 3);
 * a percent comes in basis points (a VAT rate, issue 41: 1800) and goes out as a fraction (0.18, shown 18.00%).
 */
function cellValue<T>(column: ExportColumn<T>, row: T): string | number | Date | null {
  const value = column.value(row);
  if (value === null || value === undefined || value === '') return null;
  switch (column.kind) {
    case 'money':
      return Math.round(Number(value)) / 100;
    case 'number':
      return Number(value);
    case 'percent':
      return Number(value) / 10_000;
    case 'date': {
      // A spreadsheet date has no time zone: the day is written as midnight UTC of that day, and an
      // instant as the day Tbilisi had then (not UTC's, a day early from 20:00 Tbilisi time on).
      const day = /^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? String(value) : toApiDate(new Date(value as string | Date));
      return new Date(`${day}T00:00:00Z`);
    }
    case 'datetime':
      return tbilisiClock(new Date(value as string | Date));
    default:
      return String(value);
  }
}

/**
 * Deflate level of the workbook's parts (ADR 036). The sheet of a 100,000-row purchase export is
 * about 100 MB of XML: zlib's default (6) took 4.4 s of CPU to make 11.2 MB of it, level 2 1.3 s
 * for 13.6 MB (level 1: 1.2 s, 14.1 MB). The export's time budget is worth more than 2.4 MB.
 */
export const ZLIB_LEVEL = 2;

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const KINDS = Object.keys(FORMATS) as ExportColumn<unknown>['kind'][];
/** Number formats by kind: Excel's built-in ids where there is one (49 `@`, 1 `0`, 2 `0.00`, 10 `0.00%`), then our own from 164. */
const FORMAT_IDS: Record<ExportColumn<unknown>['kind'], number> = { text: 49, number: 1, money: 2, date: 164, datetime: 165, percent: 10 };
/** Cell style index (`s`) of a kind's cells; the header row's bold style follows them. */
const STYLE_OF = Object.fromEntries(KINDS.map((kind, i) => [kind, i + 1])) as Record<ExportColumn<unknown>['kind'], number>;
const HEADER_STYLE = KINDS.length + 1;
/** A cell holds at most 32,767 characters (Excel's limit). */
const MAX_CELL_TEXT = 32_767;
const MS_PER_DAY = 86_400_000;
/** Days from Excel's day 0 (30 Dec 1899, in its 1900 date system) to 1 Jan 1970. */
const EXCEL_EPOCH_DAYS = 25_569;

const STYLES_XML =
  `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
  `<numFmts count="2"><numFmt numFmtId="164" formatCode="${FORMATS.date}"/><numFmt numFmtId="165" formatCode="${FORMATS.datetime}"/></numFmts>` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  `<cellXfs count="${KINDS.length + 2}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
  KINDS.map((kind) => `<xf numFmtId="${FORMAT_IDS[kind]}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`).join('') +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/** Characters XML 1.0 cannot hold (dropped) and the three a text node must escape. */
/* eslint-disable no-control-regex -- the control characters are what these find */
const UNSAFE_TEXT = /[&<>\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const UNSAFE_TEXT_ALL = /[&<>\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
/* eslint-enable no-control-regex */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeText = (text: string): string => (UNSAFE_TEXT.test(text) ? text.replace(UNSAFE_TEXT_ALL, (c) => ESCAPES[c] ?? '') : text);

/** A text cell: an inline string, so never a formula whatever it starts with; spaces at its ends kept. */
function textCell(ref: string, style: number, value: string): string {
  const text = value.length > MAX_CELL_TEXT ? value.slice(0, MAX_CELL_TEXT) : value;
  const edge = text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32;
  return `<c r="${ref}" s="${style}" t="inlineStr"><is><t${edge ? ' xml:space="preserve"' : ''}>${escapeText(text)}</t></is></c>`;
}

/** A1-style column letters of the first `count` columns. */
function columnLetters(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    let letters = '';
    for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
    return letters;
  });
}

/** One row's XML: numbers and dates as numbers in their column's format, text as inline strings. */
function rowXml<T>(columns: ExportColumn<T>[], letters: string[], rowNumber: number, row: T): string {
  let xml = `<row r="${rowNumber}">`;
  for (let i = 0; i < columns.length; i += 1) {
    const column = columns[i]!;
    const ref = `${letters[i]}${rowNumber}`;
    const style = STYLE_OF[column.kind];
    const value = cellValue(column, row);
    if (value === null || (typeof value === 'number' && !Number.isFinite(value))) xml += `<c r="${ref}" s="${style}"/>`;
    else if (typeof value === 'number') xml += `<c r="${ref}" s="${style}"><v>${value}</v></c>`;
    else if (value instanceof Date) xml += `<c r="${ref}" s="${style}"><v>${value.getTime() / MS_PER_DAY + EXCEL_EPOCH_DAYS}</v></c>`;
    else xml += textCell(ref, style, value);
  }
  return `${xml}</row>`;
}

/** A sheet name Excel accepts: at most 31 characters, none of `[]:*?/\`. */
const sheetNameOf = (name: string): string => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

/** The workbook's parts other than its one sheet. */
function workbookParts(sheetName: string): [name: string, xml: string][] {
  const nameAttr = sheetNameOf(sheetName).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const ct = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  return [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${ct}.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${ct}.worksheet+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${ct}.styles+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews>` +
        `<sheets><sheet name="${nameAttr}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    ],
    ['xl/styles.xml', STYLES_XML],
  ];
}

/** The sheet's XML before its rows: the frozen header row, the columns' widths and formats, the header. */
function sheetHead<T>(columns: ExportColumn<T>[], letters: string[]): string {
  const cols = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 18}" customWidth="1" style="${STYLE_OF[c.kind]}"/>`)
    .join('');
  const header = columns.map((c, i) => textCell(`${letters[i]}1`, HEADER_STYLE, c.header)).join('');
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData><row r="1">${header}</row>`
  );
}

/**
 * An XLSX workbook written row by row to a stream as the pages arrive: the whole file is never in
 * memory. The sheet's XML is written here (a page at a time, one string) and zipped by archiver
 * (ADR 039: exceljs's row objects and XML writer took 60% of the export's CPU). A slow download
 * holds the next page back: the sheet waits for the zip, the zip for the response. A failure while
 * reading destroys the stream (the download fails rather than ending in a truncated file).
 */
export function streamWorkbook<T>(sheetName: string, columns: ExportColumn<T>[], pages: AsyncIterable<T[]>): PassThrough {
  const out = new PassThrough();
  // Buffers of 16 KB (Node's default), not archiver's 1 MB: an unread download holds the writer back after a page or two.
  const zip = archiver('zip', { zlib: { level: ZLIB_LEVEL }, highWaterMark: 16 * 1024 });
  const sheet = new PassThrough();
  const gone = new AbortController();
  const fail = (error: Error) => {
    gone.abort();
    zip.abort();
    out.destroy(error);
  };
  zip.on('error', fail);
  zip.pipe(out);
  out.on('close', () => {
    gone.abort();
    // A dropped download: stop the zip writer too, so nothing is left holding the sheet's buffers.
    if (!out.writableFinished) {
      zip.abort();
      sheet.destroy();
    }
  });
  const letters = columnLetters(columns.length);
  for (const [name, xml] of workbookParts(sheetName)) zip.append(xml, { name });
  zip.append(sheet, { name: 'xl/worksheets/sheet1.xml' });
  void (async () => {
    const write = async (xml: string) => {
      if (!sheet.write(xml)) await once(sheet, 'drain', { signal: gone.signal });
    };
    await write(sheetHead(columns, letters));
    let rowNumber = 1;
    for await (const page of pages) {
      const rows = new Array<string>(page.length);
      for (let i = 0; i < page.length; i += 1) rows[i] = rowXml(columns, letters, (rowNumber += 1), page[i]!);
      await write(rows.join(''));
    }
    sheet.end('</sheetData></worksheet>');
    await zip.finalize();
  })().catch((error: unknown) => {
    if (!gone.signal.aborted || !(error instanceof Error && error.name === 'AbortError')) fail(error as Error);
  });
  return out;
}

/**
 * An export's pages: the ids of every row in order, read in chunks of `size`, the next chunk read
 * while the current one is written. A failure to list the ids fails the stream before any row.
 */
export async function* chunksOf<T>(ids: () => Promise<number[]>, size: number, read: (ids: number[]) => Promise<T[]>): AsyncIterable<T[]> {
  const all = await ids();
  let pending = all.length ? read(all.slice(0, size)) : null;
  for (let start = 0; pending; start += size) {
    const rows = await pending;
    pending = start + size < all.length ? read(all.slice(start + size, start + 2 * size)) : null;
    if (rows.length) yield rows;
  }
}
