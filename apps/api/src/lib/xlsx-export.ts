import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { toApiDate } from '@orioni/contracts';
import { TBILISI_OFFSET_MINUTES } from '@orioni/contracts/format';

/** One column of an export: its header, its kind (how the cell is typed and formatted) and its value. */
export interface ExportColumn<T> {
  header: string;
  /** `date` is a calendar day (`YYYY-MM-DD`); `datetime` an instant, written as Tbilisi's clock shows it. */
  kind: 'text' | 'number' | 'money' | 'date' | 'datetime';
  width?: number;
  value(row: T): string | number | Date | null | undefined;
}

const FORMATS: Record<ExportColumn<unknown>['kind'], string | undefined> = {
  text: '@',
  number: '0',
  money: '0.00',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
};

/**
 * A cell's value by the column's kind. Text is always written as a string cell, never a formula,
 * whatever it starts with (`=`, `+`, `-`, `@`, tab, carriage return): the streaming writer makes a
 * formula only from `{ formula }` objects, and the column's text format keeps Excel from reading it
 * as one. Money comes in tetri and goes out as lari with two decimals; dates as date cells (issue 26 item 3).
 */
function cellValue<T>(column: ExportColumn<T>, row: T): string | number | Date | null {
  const value = column.value(row);
  if (value === null || value === undefined || value === '') return null;
  switch (column.kind) {
    case 'money':
      return Math.round(Number(value)) / 100;
    case 'number':
      return Number(value);
    case 'date': {
      // A spreadsheet date has no time zone: the day is written as midnight UTC of that day, and an
      // instant as the day Tbilisi had then (not UTC's, a day early from 20:00 Tbilisi time on).
      const day = /^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? String(value) : toApiDate(new Date(value as string | Date));
      return new Date(`${day}T00:00:00Z`);
    }
    case 'datetime':
      return new Date(new Date(value as string | Date).getTime() + TBILISI_OFFSET_MINUTES * 60_000);
    default:
      return String(value);
  }
}

/**
 * Resolves once what the sheet's rows were written to has taken them in. exceljs's sheet stream (a
 * StreamBuf) passes each 64 KB of XML on to the zip's deflate stream without waiting for it, so
 * rows written faster than they are compressed would gather in memory (about 140 MB over a
 * 100,000-row export before this wait); waiting for the deflate stream's drain bounds them.
 */
async function drained(sheet: unknown): Promise<void> {
  // The zip's entry streams come from readable-stream 2, which has no writableNeedDrain getter.
  type Pipe = Writable & { _writableState?: { needDrain?: boolean } };
  const pipes = (sheet as { stream: { pipes?: Pipe[] } }).stream.pipes ?? [];
  for (const pipe of pipes) if (pipe.writableNeedDrain ?? pipe._writableState?.needDrain) await once(pipe, 'drain');
}

/**
 * Deflate level of the workbook's parts (ADR 036). The sheet of a 100,000-row purchase export is
 * about 100 MB of XML: zlib's default (6) took 4.4 s of CPU to make 11.2 MB of it, level 2 1.3 s
 * for 13.6 MB (level 1: 1.2 s, 14.1 MB). The export's time budget is worth more than 2.4 MB.
 */
export const ZLIB_LEVEL = 2;

/**
 * An XLSX workbook written row by row to a stream as the pages arrive (exceljs's streaming writer):
 * the whole file is never in memory. A failure while reading destroys the stream (the download
 * fails rather than ending in a truncated file).
 */
export function streamWorkbook<T>(sheetName: string, columns: ExportColumn<T>[], pages: AsyncIterable<T[]>): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
    zip: { zlib: { level: ZLIB_LEVEL } },
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 18, style: { numFmt: FORMATS[c.kind] } }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    // One style object per column, shared by its cells: exceljs finds a shared object's style id in a
    // WeakMap, where a cell's own copy would be rendered to XML and looked up for every cell.
    const styles = columns.map((c) => ({ numFmt: FORMATS[c.kind] }));
    for await (const page of pages) {
      for (const values of page) {
        const row = sheet.addRow(columns.map((c) => cellValue(c, values)));
        for (let i = 0; i < styles.length; i += 1) row.getCell(i + 1).style = styles[i]!;
        row.commit();
      }
      // A slow download holds the next page back rather than piling it up in memory: the zip's
      // deflate behind the sheet (which exceljs feeds without waiting) and the response after it.
      await drained(sheet);
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
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
