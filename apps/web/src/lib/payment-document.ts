import type { Locale } from '@orioni/contracts/constants';
import { documents as en, type DocumentsTexts } from '@/i18n/en/documents';
import { documents as ka } from '@/i18n/ka/documents';
import { documents as ru } from '@/i18n/ru/documents';
import { api, ApiError } from '@/lib/api-client';
import { fileNameOf, readWithProgress, saveFile } from '@/lib/download';
import { useI18n } from '@/lib/i18n';

/** Texts of a payment's PDF download (issue 28 item 1). */
const MESSAGES: Record<Locale, DocumentsTexts> = { ka, en, ru };

export function useDocumentsText(): DocumentsTexts {
  return MESSAGES[useI18n().locale];
}

/** Whose payment: the customer's own (history, receipt) or any (the staff console). */
export type DocumentScope = 'user' | 'admin';

/**
 * Downloads a payment's receipt (or a refund's credit note) as a PDF in the language on screen and
 * saves it under the server's name (`ORI-2026-000123.pdf`); returns that name.
 */
export async function downloadPaymentDocument(paymentId: number, scope: DocumentScope): Promise<string> {
  const options = { params: { path: { id: paymentId } }, parseAs: 'stream' } as const;
  const settled =
    scope === 'admin'
      ? await api.GET('/api/admin/payments/{id}/document', options)
      : await api.GET('/api/user/payments/{id}/document', options);
  const { response, data } = settled;
  if (!response.ok || !data) throw new ApiError(response.ok ? 500 : response.status, (settled.error as never) ?? null);
  const chunks = await readWithProgress(data as ReadableStream<Uint8Array>, () => undefined);
  const name = fileNameOf(response.headers.get('content-disposition'), `receipt-${paymentId}.pdf`);
  saveFile(chunks, name, 'application/pdf');
  return name;
}
