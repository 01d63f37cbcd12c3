import { and, eq, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks.ts';

/**
 * The deliveries waiting for a try (PENDING, of enabled endpoints) as the metrics read them at each scrape
 * (issue 42 item 6): how many, and since when the oldest waits (made, or replayed). Shared by every
 * instance, so each reports the same numbers.
 */
export async function webhookQueue(db: DbOrTx): Promise<{ waiting: number; oldestQueuedAt: Date | null }> {
  const [row] = await db
    .select({ waiting: sql<number>`count(*)::int`, oldest: min(webhookDeliveries.queuedAt) })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.status, 'PENDING'), eq(webhookEndpoints.enabled, true)));
  const oldest = row?.oldest ?? null;
  return { waiting: Number(row?.waiting ?? 0), oldestQueuedAt: oldest === null ? null : new Date(oldest) };
}
