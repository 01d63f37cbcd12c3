import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { streamWorkbook, type ExportColumn } from './xlsx-export.ts';

/**
 * The streamed workbook holds back while nobody reads it (issue 12: a 100,000-row export in bounded
 * memory). exceljs's sheet stream hands its XML to the zip's deflate without waiting, so without
 * the wait in `streamWorkbook` every page was taken and gathered as uncompressed XML in memory.
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
    // Nobody reads: the writer stops after the first pages (what fills the zip's and the stream's buffers).
    const pulledUnread = await settled(() => counter.pulled, 150);
    expect(pulledUnread).toBeLessThanOrEqual(4);

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
});
