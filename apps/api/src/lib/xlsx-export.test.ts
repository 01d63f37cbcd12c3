import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { streamWorkbook, type ExportColumn } from './xlsx-export.ts';

/**
 * The streamed workbook holds back while nobody reads it (issue 12: a 100,000-row export in bounded
 * memory). Without the waits in `streamWorkbook` (for the sheet's drain, and archiver's buffers cut from
 * 1 MB to 16 KB) every page is taken and gathered in memory: 40 of 40 here (ADR 039).
 */
interface Line {
  id: number;
  name: string;
  amount: number;
}

const COLUMNS: ExportColumn<Line>[] = [
  { header: 'ID', kind: 'number', value: (l) => l.id },
  { header: 'Name', kind: 'text', value: (l) => l.name },
  { header: 'Amount', kind: 'money', value: (l) => l.amount },
];
const PAGES = 40;
const PAGE_ROWS = 1000;

/** Pages of distinct lines; `pulled` counts the pages the writer has asked for. */
function pagesOf(counter: { pulled: number }): AsyncIterable<Line[]> {
  return (async function* () {
    for (let page = 0; page < PAGES; page += 1) {
      counter.pulled += 1;
      yield Array.from({ length: PAGE_ROWS }, (_, i) => {
        const id = page * PAGE_ROWS + i;
        // Varied text, so the XML does not compress to nothing.
        return { id, name: `Customer ${id.toString(36)} ${((id * 2_654_435_761) >>> 0).toString(16)}`, amount: id * 7 };
      });
    }
  })();
}

/** Resolves once `read()` has returned the same value for `quietMs` (checked every 10 ms), or after 5 s. */
async function settled(read: () => number, quietMs: number): Promise<number> {
  let last = read();
  let since = Date.now();
  const started = Date.now();
  while (Date.now() - since < quietMs && Date.now() - started < 5000) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (read() !== last) {
      last = read();
      since = Date.now();
    }
  }
  return last;
}

describe('streamWorkbook', () => {
  it('takes no more pages while the download is not read, and writes every row once it is', async () => {
    const counter = { pulled: 0 };
    const stream = streamWorkbook('Lines', COLUMNS, pagesOf(counter));
    // Nobody reads: the writer stops after the first pages, what fills the buffers between the sheet and
    // the download (the sheet's, the deflate's, the zip's, archiver's and the response's, 16 KB each, with
    // the page in hand): 6 of the 40 pages when measured.
    const pulledUnread = await settled(() => counter.pulled, 150);
    expect(pulledUnread).toBeLessThanOrEqual(8);

    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(counter.pulled).toBe(PAGES);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Lines')!;
    expect(sheet.rowCount).toBe(1 + PAGES * PAGE_ROWS);
    expect(sheet.getRow(2).getCell(1).value).toBe(0);
    expect(sheet.getRow(1 + PAGES * PAGE_ROWS).getCell(1).value).toBe(PAGES * PAGE_ROWS - 1);
    expect(sheet.getRow(1 + PAGES * PAGE_ROWS).getCell(3).value).toBe(((PAGES * PAGE_ROWS - 1) * 7) / 100);
  });

  it('a dropped download stops the writer: no more pages are read and the page source is closed', async () => {
    const counter = { pulled: 0 };
    let closed = false;
    const source = pagesOf(counter)[Symbol.asyncIterator]();
    const pages: AsyncIterable<Line[]> = {
      [Symbol.asyncIterator]: () => ({
        next: () => source.next(),
        return: async () => {
          closed = true;
          return source.return!();
        },
      }),
    };
    const stream = streamWorkbook('Lines', COLUMNS, pages);
    // The client reads one chunk, then the connection closes.
    for await (const chunk of stream) {
      expect((chunk as Buffer).length).toBeGreaterThan(0);
      break;
    }
    expect(stream.destroyed).toBe(true);
    const pulled = await settled(() => counter.pulled, 150);
    expect(pulled).toBeLessThan(PAGES);
    await settled(() => Number(closed), 150);
    expect(closed).toBe(true);
  });
});

describe('the workbook written without exceljs (ADR 039), read back by exceljs', () => {
  interface Tricky {
    text: string | null;
    count: number | null;
    money: number;
    day: string;
    at: Date;
  }
  const columns: ExportColumn<Tricky>[] = [
    { header: 'Text & <notes>', kind: 'text', width: 30, value: (r) => r.text },
    { header: 'Count', kind: 'number', value: (r) => r.count },
    { header: 'Money', kind: 'money', value: (r) => r.money },
    { header: 'Day', kind: 'date', value: (r) => r.day },
    { header: 'At', kind: 'datetime', value: (r) => r.at },
  ];
  const rows: Tricky[] = [
    { text: '=HYPERLINK("http://evil","x")', count: 3, money: 123_456, day: '2026-02-28', at: new Date('2026-11-26T21:30:00Z') },
    { text: '  spaced <a&b> ', count: null, money: 5, day: '2024-02-29', at: new Date('2026-01-01T00:00:00Z') },
    { text: 'bell\u0007 and tab\tkept ქართული', count: 0, money: 0, day: '2026-12-31', at: new Date('2026-06-15T09:05:00Z') },
    { text: null, count: 7, money: -250, day: '2026-01-01', at: new Date('2026-03-01T00:00:00Z') },
  ];

  async function readBack(sheetName: string): Promise<ExcelJS.Worksheet> {
    const chunks: Buffer[] = [];
    for await (const chunk of streamWorkbook(
      sheetName,
      columns,
      (async function* () {
        yield rows;
      })(),
    ))
      chunks.push(chunk as Buffer);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    return workbook.worksheets[0]!;
  }

  it('keeps every value, its type and its column format', async () => {
    const sheet = await readBack('Purchases');
    expect(sheet.name).toBe('Purchases');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Text & <notes>', 'Count', 'Money', 'Day', 'At']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe(30);
    expect(sheet.getColumn(2).width).toBe(18);

    const first = sheet.getRow(2);
    // A formula-looking text is a string cell, never a formula.
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(1).value).toBe('=HYPERLINK("http://evil","x")');
    expect(first.getCell(1).numFmt).toBe('@');
    expect(first.getCell(2).value).toBe(3);
    expect(first.getCell(2).numFmt).toBe('0');
    expect(first.getCell(3).value).toBe(1234.56);
    expect(first.getCell(3).numFmt).toBe('0.00');
    expect(first.getCell(4).value).toEqual(new Date('2026-02-28T00:00:00Z'));
    expect(first.getCell(4).numFmt).toBe('dd/mm/yyyy');
    // 21:30 UTC is 01:30 the next day on Tbilisi's clock (UTC+4), written as the clock shows it.
    expect(first.getCell(5).value).toEqual(new Date('2026-11-27T01:30:00Z'));
    expect(first.getCell(5).numFmt).toBe('dd/mm/yyyy hh:mm');

    const second = sheet.getRow(3);
    expect(second.getCell(1).value).toBe('  spaced <a&b> ');
    expect(second.getCell(2).value).toBeNull();
    expect(second.getCell(4).value).toEqual(new Date('2024-02-29T00:00:00Z'));
    // A character XML cannot hold is dropped; tabs and Georgian are kept.
    expect(sheet.getRow(4).getCell(1).value).toBe('bell and tab\tkept ქართული');
    expect(sheet.getRow(5).getCell(1).value).toBeNull();
    expect(sheet.getRow(5).getCell(3).value).toBe(-2.5);
    expect(sheet.rowCount).toBe(5);
  });

  it('gives the sheet a name Excel accepts', async () => {
    const sheet = await readBack('Payments [2026/11] from: a very long name indeed');
    expect(sheet.name).toBe('Payments  2026 11  from  a very');
    expect(sheet.name.length).toBeLessThanOrEqual(31);
  });
});
