import { describe, expect, it } from 'vitest';
import { fileNameOf, readWithProgress } from './download';

describe('downloads', () => {
  it('names the download after Content-Disposition, preferring the UTF-8 name', () => {
    expect(fileNameOf(`attachment; filename="users.xlsx"; filename*=UTF-8''users%202026.xlsx`, 'x.xlsx')).toBe('users 2026.xlsx');
    expect(fileNameOf('attachment; filename="payments.xlsx"', 'x.xlsx')).toBe('payments.xlsx');
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A`, 'x.xlsx')).toBe('x.xlsx');
  });

  it('reads a stream to the end, reporting the bytes so far after each chunk', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(3));
        controller.enqueue(new Uint8Array(5));
        controller.close();
      },
    });
    const seen: number[] = [];
    const chunks = await readWithProgress(body, (bytes) => seen.push(bytes));
    expect(seen).toEqual([3, 8]);
    expect(chunks.map((chunk) => chunk.byteLength)).toEqual([3, 5]);
  });
});
