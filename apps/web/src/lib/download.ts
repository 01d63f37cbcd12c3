/**
 * File downloads in the browser: a streamed body read with progress, saved under the name the
 * server gave in Content-Disposition (the admin exports; any later file such as a PDF receipt).
 */

/** The file name of a download, from its Content-Disposition header. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/** Reads a streamed body to the end; `onProgress` gets the bytes read so far after each chunk. */
export async function readWithProgress(body: ReadableStream<Uint8Array>, onProgress: (bytes: number) => void): Promise<Uint8Array[]> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    onProgress(bytes);
  }
  return chunks;
}

/** Hands the bytes to the browser as a download named `name`. */
export function saveFile(chunks: Uint8Array[], name: string, type: string): void {
  const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
