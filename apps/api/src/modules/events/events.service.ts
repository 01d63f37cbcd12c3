import {
  DOMAIN_EVENT_VERSION,
  type DomainEvent,
  type DomainEventOf,
  type DomainEventType,
  type NewDomainEvent,
} from '@orioni/contracts/events';
import { setTimeout as delay } from 'node:timers/promises';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  eventsAfter,
  eventsOfUser,
  horizon,
  insertEvents,
  lockCursor,
  moveCursor,
  nextTransactionId,
  type EventRow,
} from './events.repository.ts';

/**
 * The seam for what happens (issue 40 item 1, ADR 043). A change records its events with `record`,
 * in its own transaction, so the event exists exactly when the change does. Nothing reacts inside
 * that transaction: consumers read the events after commit.
 */
export class EventLog {
  private dispatcher: Pick<EventDispatcher, 'flush'> | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The consumers that `flush` runs (the composition root attaches them once built). */
  attach(dispatcher: Pick<EventDispatcher, 'flush'>): this {
    this.dispatcher = dispatcher;
    return this;
  }

  /**
   * Called by a change after its transaction commits: its consumers react now (its mail is queued
   * before its answer goes). Never throws; what it leaves, the event worker finishes.
   */
  async flush(): Promise<void> {
    await this.dispatcher?.flush();
  }

  /** Writes the events in the caller's transaction, in one statement; their ids in order. */
  record(tx: DbOrTx, events: readonly NewDomainEvent[]): Promise<number[]> {
    const now = this.clock.now();
    return insertEvents(
      tx,
      events.map((e) => ({
        type: e.type,
        version: DOMAIN_EVENT_VERSION[e.type],
        userId: e.userId,
        paymentId: e.paymentId ?? null,
        purchasedItemIds: e.purchasedItemIds ?? [],
        amount: e.amount ?? null,
        data: e.data,
        occurredAt: now,
      })),
    );
  }

  /** A user's events, newest first. */
  async ofUser(userId: number, limit?: number): Promise<DomainEvent[]> {
    return (await eventsOfUser(this.db, userId, limit)).map(toEvent);
  }
}

/**
 * A reaction to events. Each consumer has its own cursor: it reads every event after the cursor (its
 * types among them), in the order the transactions committed them, at least once. `handle` runs in
 * the transaction that moves the cursor, so what it writes to the database (an outbox mail) happens
 * exactly once; what it does outside (a call to another service) must be idempotent by event id.
 */
export interface EventConsumer {
  /** The cursor's key: never renamed while events wait for it. */
  readonly name: string;
  readonly types: readonly DomainEventType[];
  handle(tx: DbOrTx, events: DomainEvent[]): Promise<void>;
}

/** What one consumer does with the events of one type (of the version it knows), a batch at a time. */
export interface EventReaction<T extends DomainEventType = DomainEventType> {
  readonly type: T;
  readonly version: number;
  handle(tx: DbOrTx, events: DomainEventOf<T>[]): Promise<void>;
}

export const reaction = <T extends DomainEventType>(type: T, handle: EventReaction<T>['handle'], version = 1): EventReaction<T> => ({
  type,
  version,
  handle,
});

/**
 * A consumer made of reactions (mail: the receipt on `purchase.paid`, the refund's mail on
 * `refund.made`...). Events are handed on in order, a run of one type at a time.
 */
export type AnyReaction = { [T in DomainEventType]: EventReaction<T> }[DomainEventType];

export function consumerOf(name: string, reactions: readonly AnyReaction[]): EventConsumer {
  const byType = new Map<DomainEventType, AnyReaction>(reactions.map((r) => [r.type, r]));
  return {
    name,
    types: [...byType.keys()],
    async handle(tx, events) {
      for (let start = 0; start < events.length;) {
        let end = start + 1;
        while (end < events.length && events[end]!.type === events[start]!.type) end += 1;
        const run = events.slice(start, end);
        const own = byType.get(run[0]!.type);
        const known = run.filter((e) => e.version === own?.version);
        if (own && known.length > 0) await (own.handle as (tx: DbOrTx, events: DomainEvent[]) => Promise<void>)(tx, known);
        start = end;
      }
    },
  };
}

/** Events read per pass of one consumer. */
const BATCH = 500;
/** How long `flush` waits for transactions that began before it to end (then the worker's next pass finishes). */
const FLUSH_WAIT_MS = 5_000;

export interface DispatcherLog {
  error(details: object, message: string): void;
}

/** Runs the consumers over the committed events; the event worker (jobs/) and each change's `flush` drive it. */
export class EventDispatcher {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly consumers: readonly EventConsumer[],
    private readonly log?: DispatcherLog,
  ) {}

  /**
   * One pass of one consumer: up to BATCH events after its cursor, below the oldest running
   * transaction. The cursor is locked first, so two instances never handle the same event; the
   * horizon is read before, while this transaction has no id of its own. Returns the events read.
   */
  async pass(consumer: EventConsumer): Promise<number> {
    return this.db.transaction(async (tx) => {
      const below = await horizon(tx);
      const cursor = await lockCursor(tx, consumer.name);
      const { count, last, rows } = await eventsAfter(tx, cursor, below, BATCH, consumer.types);
      if (count === 0 || !last) return 0;
      if (rows.length > 0) await consumer.handle(tx, rows.map(toEvent));
      await moveCursor(tx, consumer.name, last, this.clock.now());
      return count;
    });
  }

  /** Every consumer until it has read everything committed; the events read in all. */
  async drain(): Promise<number> {
    let read = 0;
    for (const consumer of this.consumers) {
      for (;;) {
        const n = await this.pass(consumer);
        read += n;
        if (n < BATCH) break;
      }
    }
    return read;
  }

  /**
   * After a change commits: waits (briefly) for the transactions that began before now to end, then
   * drains, so the change's own reactions (its mail) are done when its answer goes. A failure is
   * logged, never thrown: the change has committed, and the worker's next pass reacts to it.
   */
  flush(): Promise<void> {
    // Coalesced: a flush asked while one runs is one more round of the running one, which resolves
    // when every round is done (so each caller's committed events are handled when it resolves).
    if (this.flushing) {
      this.flushAgain = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      do {
        this.flushAgain = false;
        await this.flushOnce();
      } while (this.flushAgain);
    })().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private flushing: Promise<void> | null = null;
  private flushAgain = false;

  private async flushOnce(): Promise<void> {
    try {
      const target = await nextTransactionId(this.db);
      const deadline = performance.now() + FLUSH_WAIT_MS;
      while ((await horizon(this.db)) < target && performance.now() < deadline) await delay(5);
      await this.drain();
    } catch (error) {
      this.log?.error({ err: error }, 'events: a consumer failed; the event worker tries again');
    }
  }
}

export function toEvent(row: EventRow): DomainEvent {
  return {
    id: row.id,
    type: row.type,
    version: row.version,
    userId: row.userId,
    paymentId: row.paymentId,
    purchasedItemIds: row.purchasedItemIds,
    amount: row.amount,
    data: row.data,
    occurredAt: row.occurredAt.toISOString(),
  } as DomainEvent;
}
