import type { TaxInvoiceFilter } from '@orioni/contracts/tax-invoices';
import type { TEST_MAIL_TYPES } from '@orioni/contracts/admin';
import type { Language } from '@orioni/contracts/constants';
import { answer, api, ApiError } from '@/lib/api-client';
import type { paths } from '@/lib/api-schema.gen';
import { fileNameOf, readWithProgress, saveFile } from '@/lib/download';
import { atLeast } from '@/lib/min-loading';
import type { paymentListQuery, purchaseFileQuery, purchaseListQuery, userFileQuery, userListQuery } from '../admin-filters';

/**
 * The admin console's calls (spec section 7, `admin/*`). The console sends '' for an unset filter,
 * as the spec's console does; the API's schemas take '' as unset, but the generated types describe
 * only set values, hence the one cast in `asQuery`.
 */
const asQuery = <T>(query: Record<string, string | number>): T => query as T;

type Query<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } } ? NonNullable<Q> : never;

export const fetchUsers = (query: ReturnType<typeof userListQuery>, signal?: AbortSignal) =>
  atLeast(answer(api.GET('/api/admin/user/list', { params: { query: asQuery<Query<'/api/admin/user/list'>>(query) }, signal })));

export const fetchPurchases = (query: ReturnType<typeof purchaseListQuery>, signal?: AbortSignal) =>
  atLeast(answer(api.GET('/api/admin/purchase/list', { params: { query: asQuery<Query<'/api/admin/purchase/list'>>(query) }, signal })));

export const fetchPayments = (query: ReturnType<typeof paymentListQuery>, signal?: AbortSignal) =>
  atLeast(answer(api.GET('/api/admin/payment/list', { params: { query: asQuery<Query<'/api/admin/payment/list'>>(query) }, signal })));

export const saveNotes = (userId: number, notes: string) =>
  answer(api.PUT('/api/admin/user/notes', { params: { query: { userId, notes } } }));

export type TestMailType = (typeof TEST_MAIL_TYPES)[number];
export const sendTestMail = (type: TestMailType, language: Language, email: string) =>
  answer(api.POST('/api/admin/notification/test', { params: { query: { type, language, email } } }));

export type ExportRequest =
  | { kind: 'users'; query: ReturnType<typeof userFileQuery> }
  | { kind: 'purchases'; query: ReturnType<typeof purchaseFileQuery> }
  | { kind: 'payments'; query: { fromDate: string; toDate: string; taxInvoice?: TaxInvoiceFilter } };

const EXPORT_PATHS = {
  users: '/api/admin/user/file',
  purchases: '/api/admin/purchase/file',
  payments: '/api/admin/payment/file',
} as const;

/**
 * Downloads an export: the workbook streams in (`onProgress` gets the bytes so far), then the
 * browser saves it under the name the server gave in Content-Disposition. An error answer (a date
 * the rules refuse, a lost session) becomes an ApiError with its field errors.
 */
export async function downloadExport(request: ExportRequest, onProgress: (bytes: number) => void, signal?: AbortSignal): Promise<string> {
  let settled;
  try {
    settled = await api.GET(EXPORT_PATHS[request.kind], {
      params: { query: asQuery<Query<'/api/admin/purchase/file'>>(request.query) },
      parseAs: 'stream',
      signal,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError(0, null);
  }
  const { response, data } = settled;
  if (!response.ok || !data) throw new ApiError(response.ok ? 500 : response.status, (settled.error as never) ?? null);
  const chunks = await readWithProgress(data as ReadableStream<Uint8Array>, onProgress);
  const name = fileNameOf(response.headers.get('content-disposition'), `${request.kind}.xlsx`);
  saveFile(chunks, name, response.headers.get('content-type') ?? 'application/octet-stream');
  return name;
}

/* Staff billing actions (issue 28 item 2, ADR 032). */
export const fetchRefundable = (paymentId: number) =>
  answer(api.GET('/api/admin/payment/refundable', { params: { query: { paymentId } } }));

/** A refund of these lines; `idempotencyKey` is made once per dialog, so a double click is one refund. */
/** Staff send a payment's failed, refused or unsent tax invoice again (issue 41; audited). */
export const retryTaxInvoice = (paymentId: number) => answer(api.POST('/api/admin/payment/tax-invoice/retry', { body: { paymentId } }));

export const refundPayment = (body: { paymentId: number; idempotencyKey: string; lines: { paymentLineId: number; amount: number }[] }) =>
  answer(api.POST('/api/admin/payment/refund', { body }));

export type StaffItemAction = 'retry' | 'cancel' | 'reactivate' | 'writeOff';
/** `idempotencyKey` is made once per opening of the confirmation: a double click is one charge or one write-off (issue 39 item 14). */
export function itemAction(action: StaffItemAction, purchasedItemId: number, idempotencyKey: string) {
  const body = { purchasedItemId };
  if (action === 'retry') return answer(api.POST('/api/admin/purchase/retry', { body: { ...body, idempotencyKey } }));
  if (action === 'writeOff') return answer(api.POST('/api/admin/purchase/write-off', { body: { ...body, idempotencyKey } }));
  if (action === 'cancel') return answer(api.PUT('/api/admin/purchase/cancel', { body }));
  return answer(api.PUT('/api/admin/purchase/reactivate', { body }));
}
