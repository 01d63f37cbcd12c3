import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

/** One column of an export: its header, its kind (how the cell is typed and formatted) and its value. */
export interface ExportColumn<T> {
  header: string;
  kind: 'text' | 'number' | 'money' | 'date';
  width?: number;
  value(row: T): string | number | Date | null | undefined;
}

const FORMATS: Record<ExportColumn<unknown>['kind'], string | undefined> = {
  text: '@',
  number: '0',
  money: '0.00',
  date: 'yyyy-mm-dd',
};

/**
 * A cell's value by the column's kind. Text is always written as a string cell, never a formula,
 * whatever it starts with (`=`, `+`, `-`, `@`, tab, carriage return): the streaming writer makes a
 * formula only from `{ formula }` objects, and the column's text format keeps Excel from reading it
 * as one. Money comes in tetri and goes out as lari with two decimals; dates as dates.
 */
function cellValue<T>(column: ExportColumn<T>, row: T): string | number | Date | null {
  const value = column.value(row);
  if (value === null || value === undefined || value === '') return null;
  switch (column.kind) {
    case 'money':
      return Math.round(Number(value)) / 100;
    case 'number':
      return Number(value);
    case 'date':
      return value instanceof Date ? value : new Date(/^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? `${value}T00:00:00Z` : String(value));
    default:
      return String(value);
  }
}

/**
 * An XLSX workbook written row by row to a stream as the pages arrive (exceljs's streaming writer):
 * the whole file is never in memory. A failure while reading destroys the stream (the download
 * fails rather than ending in a truncated file).
 */
export function streamWorkbook<T>(sheetName: string, columns: ExportColumn<T>[], pages: AsyncIterable<T[]>): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 18, style: { numFmt: FORMATS[c.kind] } }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    for await (const page of pages) {
      for (const row of page) sheet.addRow(columns.map((c) => cellValue(c, row))).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/** Pages of `size` from a list call until a short page. */
export async function* pagesOf<T>(
  list: (page: { offset: number; limit: number }) => Promise<{ list: T[] }>,
  size = 500,
): AsyncIterable<T[]> {
  for (let offset = 0; ; offset += size) {
    const { list: rows } = await list({ offset, limit: size });
    if (rows.length) yield rows;
    if (rows.length < size) return;
  }
}
