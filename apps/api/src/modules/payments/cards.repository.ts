import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cardDeletions } from '../../db/schema/bog.ts';
import { cardOrders, cards } from '../../db/schema/payments.ts';

export interface CardRow {
  id: number;
  userId: number;
  gateway: string;
  gatewayToken: string;
  mask: string;
  brand: string;
  /** The card's printed expiry (migration 0015); null when the bank did not give it. */
  expiryMonth: number | null;
  expiryYear: number | null;
}

const cardColumns = {
  id: cards.id,
  userId: cards.userId,
  gateway: cards.gateway,
  gatewayToken: cards.gatewayToken,
  mask: cards.mask,
  brand: cards.brand,
  expiryMonth: cards.expiryMonth,
  expiryYear: cards.expiryYear,
};

export async function insertCardOrder(
  db: DbOrTx,
  order: { userId: number; gateway: string; successRedirectUrl: string; errorRedirectUrl: string; now: Date },
): Promise<string> {
  const [row] = await db
    .insert(cardOrders)
    .values({
      userId: order.userId,
      gateway: order.gateway,
      successRedirectUrl: order.successRedirectUrl,
      errorRedirectUrl: order.errorRedirectUrl,
      createdAt: order.now,
    })
    .returning({ id: cardOrders.id });
  return row!.id;
}

export async function setCardOrderGatewayId(db: DbOrTx, id: string, gatewayOrderId: string): Promise<void> {
  await db.update(cardOrders).set({ gatewayOrderId }).where(eq(cardOrders.id, id));
}

export async function failCardOrder(db: DbOrTx, id: string, reason: string, now: Date): Promise<void> {
  await db.update(cardOrders).set({ status: 'FAILED', failureReason: reason, completedAt: now }).where(eq(cardOrders.id, id));
}

/** Card orders on `gateway` still PENDING since before `before` that the bank has an id for (a lost callback). */
export async function staleCardOrders(db: DbOrTx, gateway: string, before: Date, limit = 100): Promise<{ gatewayOrderId: string }[]> {
  const rows = await db
    .select({ gatewayOrderId: cardOrders.gatewayOrderId })
    .from(cardOrders)
    .where(
      and(
        eq(cardOrders.gateway, gateway),
        eq(cardOrders.status, 'PENDING'),
        isNotNull(cardOrders.gatewayOrderId),
        lte(cardOrders.createdAt, before),
      ),
    )
    .orderBy(cardOrders.createdAt)
    .limit(limit);
  return rows.map((r) => ({ gatewayOrderId: r.gatewayOrderId! }));
}

/** The ids of a customer's subscription items (checkout's rows, read through its queries). */

/** The card order a gateway names, locked for the caller's transaction. */
export async function lockCardOrder(tx: DbOrTx, gateway: string, gatewayOrderId: string) {
  const [row] = await tx
    .select()
    .from(cardOrders)
    .where(and(eq(cardOrders.gateway, gateway), eq(cardOrders.gatewayOrderId, gatewayOrderId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function completeCardOrder(
  tx: DbOrTx,
  id: string,
  outcome: { status: 'SUCCEEDED' | 'FAILED'; reason: string | null; now: Date },
): Promise<void> {
  await tx
    .update(cardOrders)
    .set({ status: outcome.status, failureReason: outcome.reason, completedAt: outcome.now })
    .where(eq(cardOrders.id, id));
}

export async function activeCards(db: DbOrTx, userIds: number[]): Promise<CardRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select(cardColumns)
    .from(cards)
    .where(and(inArray(cards.userId, userIds), isNull(cards.deletedAt)));
}

export async function activeCard(db: DbOrTx, userId: number): Promise<CardRow | null> {
  const [row] = await db
    .select(cardColumns)
    .from(cards)
    .where(and(eq(cards.userId, userId), isNull(cards.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function cardByIdIncludingRemoved(db: DbOrTx, cardId: number): Promise<CardRow | null> {
  const [row] = await db.select(cardColumns).from(cards).where(eq(cards.id, cardId)).limit(1);
  return row ?? null;
}

export async function softDeleteCard(tx: DbOrTx, cardId: number, now: Date): Promise<void> {
  await tx
    .update(cards)
    .set({ deletedAt: now })
    .where(and(eq(cards.id, cardId), isNull(cards.deletedAt)));
}

export async function insertCard(
  tx: DbOrTx,
  card: {
    userId: number;
    gateway: string;
    gatewayToken: string;
    mask: string;
    brand: string;
    now: Date;
    expiry?: { month: number; year: number } | null;
  },
): Promise<number> {
  const [row] = await tx
    .insert(cards)
    .values({
      userId: card.userId,
      gateway: card.gateway,
      gatewayToken: card.gatewayToken,
      mask: card.mask,
      brand: card.brand,
      expiryMonth: card.expiry?.month ?? null,
      expiryYear: card.expiry?.year ?? null,
      createdAt: card.now,
    })
    .returning({ id: cards.id });
  return row!.id;
}

/** A card removal the bank has not confirmed yet (migration 0012): kept until it does. */
export interface CardDeletionRow {
  cardId: number;
  userId: number;
  gateway: string;
  gatewayToken: string;
  tries: number;
  lastError: string | null;
}

export async function keepCardDeletion(db: DbOrTx, card: CardRow, now: Date): Promise<void> {
  await db
    .insert(cardDeletions)
    .values({
      cardId: card.id,
      userId: card.userId,
      gateway: card.gateway,
      gatewayToken: card.gatewayToken,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}

export async function cardDeletionsOf(db: DbOrTx, gateway: string, cardId?: number): Promise<CardDeletionRow[]> {
  return db
    .select({
      cardId: cardDeletions.cardId,
      userId: cardDeletions.userId,
      gateway: cardDeletions.gateway,
      gatewayToken: cardDeletions.gatewayToken,
      tries: cardDeletions.tries,
      lastError: cardDeletions.lastError,
    })
    .from(cardDeletions)
    .where(and(eq(cardDeletions.gateway, gateway), cardId === undefined ? undefined : eq(cardDeletions.cardId, cardId)))
    .orderBy(asc(cardDeletions.cardId));
}

export async function cardDeletionFailed(db: DbOrTx, cardId: number, error: string, now: Date): Promise<void> {
  await db
    .update(cardDeletions)
    .set({ tries: sql`${cardDeletions.tries} + 1`, lastError: error.slice(0, 500), updatedAt: now })
    .where(eq(cardDeletions.cardId, cardId));
}

export async function cardDeletionDone(db: DbOrTx, cardId: number): Promise<void> {
  await db.delete(cardDeletions).where(eq(cardDeletions.cardId, cardId));
}

/**
 * Active cards on `gateway` with a known expiry that lapse by the month index `lapsedByIndex`
 * (`expiryMonthIndex` ≤ it, issue 28 item 4), after card `afterId`, by id.
 */
export async function lapsingCards(db: DbOrTx, gateway: string, lapsedByIndex: number, afterId: number, limit: number): Promise<CardRow[]> {
  return db
    .select(cardColumns)
    .from(cards)
    .where(
      and(
        eq(cards.gateway, gateway),
        isNull(cards.deletedAt),
        isNotNull(cards.expiryYear),
        isNotNull(cards.expiryMonth),
        sql`${cards.expiryYear} * 12 + ${cards.expiryMonth} <= ${lapsedByIndex}`,
        sql`${cards.id} > ${afterId}`,
      ),
    )
    .orderBy(asc(cards.id))
    .limit(limit);
}
