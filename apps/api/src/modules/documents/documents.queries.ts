import { inArray } from 'drizzle-orm';
import { formatDocumentNumber } from '@orioni/contracts/document-rules';
import type { DbOrTx } from '../../db/client.ts';
import { documents } from '../../db/schema/documents.ts';

/**
 * The documents module's read for other modules (ADR 028): the printed numbers of these payments'
 * documents (`ORI-2026-000123`, `ORI-CN-2026-000004`), by payment id. A succeeded payment has its
 * number from the moment it succeeded (decision 32); a payment without one is absent.
 */
export async function documentNumbersOf(db: DbOrTx, paymentIds: readonly number[]): Promise<Map<number, string>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({ paymentId: documents.paymentId, kind: documents.kind, year: documents.year, number: documents.number })
    .from(documents)
    .where(inArray(documents.paymentId, [...paymentIds]));
  return new Map(rows.map((r) => [r.paymentId, formatDocumentNumber(r.kind, r.year, r.number)]));
}
