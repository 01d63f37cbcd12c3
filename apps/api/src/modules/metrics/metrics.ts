import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { outboxQueue } from '../mail/mail.queries.ts';
import type { MailWorkerObserver } from '../mail/mail.service.ts';
import {
  PaymentPendingError,
  RefundRefusedError,
  type ChargeResult,
  type PaymentGateway,
  type RenewalLineResult,
} from '../payments/gateway.ts';
import type { PassResult } from '../subscriptions/renewals.service.ts';
import type { WebhookObserver } from '../webhooks/webhook-deliveries.service.ts';
import { webhookQueue } from '../webhooks/webhooks.queries.ts';

/** The route label of the content answers written in front of the router (ADR 020): the route they stand for. */
export const FAST_PATH_ROUTE = '/cms/api/:type';
/** The route label of requests no route matched (404s): never the raw URL, which anyone chooses. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The gateway's calls to the bank, each timed with its outcome; `verifyCallback` checks a signature locally and is not one. */
const BANK_CALLS = [
  'createCardOrder',
  'chargeSavedCard',
  'getPaymentStatus',
  'deleteCard',
  'chargeRenewal',
  'createPaymentOrder',
  'registerRenewalParent',
  'refund',
  'forgetRenewalParents',
  'pollCardOrder',
] as const satisfies readonly (keyof PaymentGateway)[];

export interface RenewalStatus {
  /** When this instance's last renewal pass ended (the app's clock); null before the first. */
  lastPassFinishedAt: string | null;
  /** Whether it ended with its counts or with an error; null before the first. */
  lastPassSucceeded: boolean | null;
}

export interface MailWorkerStatus {
  /** `off`: no worker runs in this instance (no SMTP_URL: messages are kept in the outbox); `failing`: its latest delivery failed. */
  state: 'off' | 'running' | 'failing';
  ready: boolean;
  lastSentAt: string | null;
  lastFailedAt: string | null;
}

/** One of prom-client's default collectors (`lib/metrics/*.js`), as `collectDefaultMetrics` calls them. */
type DefaultCollector = (registry: Registry, options: { prefix: string; eventLoopMonitoringPrecision: number }) => void;

type Renewals = { runPass(asOf?: Date): Promise<PassResult> };

/**
 * The operational metrics of one app instance (ADR 035), in a registry of its own: tests build many
 * apps in one process, and prom-client's global registry would refuse the second. The composition
 * root builds one per app and wraps the gateway and the renewal pass with it; the HTTP timing and the
 * Prometheus listener are added by `registerMetrics` only when `METRICS_PORT` is set.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly http = new Histogram({
    name: 'orioni_http_request_duration_seconds',
    help: 'Time from request to answer, by route pattern, method and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly passDuration = new Histogram({
    name: 'orioni_renewal_pass_duration_seconds',
    help: 'Duration of renewal passes run by this instance, by outcome (ok, error)',
    labelNames: ['outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900],
    registers: [this.registry],
  });
  private readonly passItems = new Counter({
    name: 'orioni_renewal_periods_total',
    help: 'Subscription periods handled by renewal passes: claimed (sent to the bank), charged, refused, unknown (no answer yet), reconciled (earlier PENDING settled), ended (cancelled and over)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  private readonly passAmount = new Counter({
    name: 'orioni_renewal_charged_tetri_total',
    help: 'Tetri charged by renewal passes (renewals and reconciled payments)',
    registers: [this.registry],
  });
  private readonly passWaiting = new Gauge({
    name: 'orioni_renewal_waiting_periods',
    help: 'Due periods the last pass left for a later retry day or for Pay now',
    registers: [this.registry],
  });
  private readonly passFinished = new Gauge({
    name: 'orioni_renewal_last_pass_finished_timestamp_seconds',
    help: "When this instance's last renewal pass ended (Unix seconds, the app's clock)",
    registers: [this.registry],
  });
  private readonly bank = new Histogram({
    name: 'orioni_bank_call_duration_seconds',
    help: 'Calls to the payment gateway, by gateway, operation and outcome (a charge status, ok, pending, refused or error)',
    labelNames: ['gateway', 'operation', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly mailDeliveries = new Counter({
    name: 'orioni_mail_deliveries_total',
    help: "Deliveries tried by this instance's mail worker, by outcome (sent, failed)",
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly webhookDeliveries = new Counter({
    name: 'orioni_webhook_deliveries_total',
    help: "Webhook tries made by this instance's worker, by outcome: succeeded (2xx), retry (waits for its next try), failed (given up: the schedule ran out, 410 Gone, the endpoint was turned off), lost (another instance took the delivery over)",
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly webhookAttempts = new Histogram({
    name: 'orioni_webhook_attempt_duration_seconds',
    help: 'Time of each webhook try, from the address lookup to the start of the answer read (timeouts included)',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private renewal: RenewalStatus = { lastPassFinishedAt: null, lastPassSucceeded: null };
  private mail: Omit<MailWorkerStatus, 'ready'> = { state: 'off', lastSentAt: null, lastFailedAt: null };
  private defaultsOn = false;
  private readonly httpSeries = new Map<string, { observe(seconds: number): void }>();

  constructor(private readonly deps: { clock: Clock; database: Pick<Database, 'db' | 'kind'> }) {
    this.queueGauges();
    this.webhookGauges();
    this.poolGauges();
  }

  /**
   * prom-client's default metrics (event-loop delay, CPU, memory, heap, handles), only for an instance
   * that is scraped, less the GC histogram: its performance observer cost about 5 µs of CPU per request
   * on the content route (ADR 035), and GC pauses show in the event-loop delay anyway.
   */
  collectProcessMetrics(): void {
    if (this.defaultsOn) return;
    this.defaultsOn = true;
    const options = { prefix: 'orioni_', eventLoopMonitoringPrecision: 20 };
    const load = createRequire(import.meta.url);
    for (const name of collectDefaultMetrics.metricsList) {
      if (name === 'gc') continue;
      (load(`prom-client/lib/metrics/${name}.js`) as DefaultCollector)(this.registry, options);
    }
  }

  /** The text Prometheus reads. */
  exposition(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  observeRequest(method: string, route: string | undefined, statusCode: number, seconds: number): void {
    // One child per label set, found by a string: prom-client would sort and join the labels on every call.
    const key = `${method} ${statusCode} ${route ?? UNMATCHED_ROUTE}`;
    let series = this.httpSeries.get(key);
    if (!series) this.httpSeries.set(key, (series = this.http.labels(method, route ?? UNMATCHED_ROUTE, String(statusCode))));
    series.observe(seconds);
  }

  /** The gateway with every bank call timed; the same object otherwise (`instanceof`, its own fields, spies on it). */
  observeGateway<G extends PaymentGateway>(gateway: G): G {
    return observeMethods(gateway, BANK_CALLS, (operation, call) => (...args) => {
      const end = this.bank.startTimer({ gateway: gateway.name, operation });
      return call(...args).then(
        (answer) => {
          end({ outcome: bankOutcome(answer) });
          return answer;
        },
        (error: unknown) => {
          end({ outcome: error instanceof PaymentPendingError ? 'pending' : error instanceof RefundRefusedError ? 'refused' : 'error' });
          throw error;
        },
      );
    });
  }

  /** The subscriptions service with each renewal pass timed and counted, however it was started (worker, CLI, test). */
  observeRenewals<S extends Renewals>(service: S): S {
    const record = (started: bigint, result: PassResult | null) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const now = this.deps.clock.now();
      this.passDuration.observe({ outcome: result ? 'ok' : 'error' }, seconds);
      this.passFinished.set(now.getTime() / 1000);
      this.renewal = { lastPassFinishedAt: now.toISOString(), lastPassSucceeded: Boolean(result) };
      if (!result) return;
      this.passItems.inc({ result: 'claimed' }, result.charged + result.failed + result.unknown);
      this.passItems.inc({ result: 'charged' }, result.charged);
      this.passItems.inc({ result: 'refused' }, result.failed);
      this.passItems.inc({ result: 'unknown' }, result.unknown);
      this.passItems.inc({ result: 'reconciled' }, result.reconciled);
      this.passItems.inc({ result: 'ended' }, result.ended);
      this.passAmount.inc(result.amount);
      this.passWaiting.set(result.skipped);
    };
    return observeMethods(service, ['runPass'], (_name, runPass) => (...args) => {
      const started = process.hrtime.bigint();
      return runPass(...args).then(
        (result) => {
          record(started, result as PassResult);
          return result;
        },
        (error: unknown) => {
          record(started, null);
          throw error;
        },
      );
    });
  }

  /** What the mail worker of this instance tells (`MailWorker`'s observer). */
  readonly mailWorker: MailWorkerObserver = {
    started: () => {
      if (this.mail.state === 'off') this.mail = { ...this.mail, state: 'running' };
    },
    stopped: () => {
      this.mail = { ...this.mail, state: 'off' };
    },
    delivered: (outcome) => {
      this.mailDeliveries.inc({ outcome });
      const at = this.deps.clock.now().toISOString();
      if (outcome === 'sent') this.mail = { ...this.mail, lastSentAt: at, state: this.mail.state === 'off' ? 'off' : 'running' };
      else this.mail = { ...this.mail, lastFailedAt: at, state: this.mail.state === 'off' ? 'off' : 'failing' };
    },
  };

  /** What the webhook worker of this instance tells (`WebhookDeliveries`' observer). */
  readonly webhooks: WebhookObserver = {
    attempted: (seconds) => this.webhookAttempts.observe(seconds),
    delivered: (outcome) => this.webhookDeliveries.inc({ outcome }),
  };

  renewalStatus(): RenewalStatus {
    return { ...this.renewal };
  }

  mailWorkerStatus(): MailWorkerStatus {
    return { ...this.mail, ready: this.mail.state === 'running' };
  }

  /** Request timing for the content answers written in front of the router (they never reach Fastify's hooks). */
  observeFastPath<F extends (req: IncomingMessage, res: ServerResponse) => boolean>(fastPath: F): F {
    // The fast path writes its whole answer before it returns (`res.end` with a prepared buffer): the
    // call is the request's time, without a listener per request.
    return ((req: IncomingMessage, res: ServerResponse) => {
      const started = performance.now();
      const answered = fastPath(req, res);
      if (answered) this.observeRequest('GET', FAST_PATH_ROUTE, res.statusCode, (performance.now() - started) / 1000);
      return answered;
    }) as F;
  }

  /** The outbox, read at each scrape: shared by every instance, so each reports the same numbers. */
  private queueGauges(): void {
    const { db } = this.deps.database;
    let queue: Promise<Awaited<ReturnType<typeof outboxQueue>> | null> | undefined;
    // One query per scrape for the three gauges (each gauge's collect asks; the first one reads).
    const read = () => {
      queue ??= outboxQueue(db)
        .catch(() => null)
        .finally(() => setImmediate(() => (queue = undefined)));
      return queue;
    };
    const clock = this.deps.clock;
    new Gauge({
      name: 'orioni_mail_outbox_waiting',
      help: 'Messages in the outbox the mail worker will send (PENDING, or FAILED with tries left); the same on every instance',
      registers: [this.registry],
      async collect() {
        const q = await read();
        if (q) this.set(q.waiting);
      },
    });
    new Gauge({
      name: 'orioni_mail_outbox_given_up',
      help: 'Messages FAILED after every try: nobody sends them any more',
      registers: [this.registry],
      async collect() {
        const q = await read();
        if (q) this.set(q.givenUp);
      },
    });
    new Gauge({
      name: 'orioni_mail_outbox_oldest_waiting_seconds',
      help: 'Age of the oldest waiting message (0 when none waits)',
      registers: [this.registry],
      async collect() {
        const q = await read();
        if (q) this.set(q.oldestWaitingAt ? Math.max(0, (clock.now().getTime() - q.oldestWaitingAt.getTime()) / 1000) : 0);
      },
    });
  }

  /** The webhook deliveries waiting for a try, read at each scrape (one query for both gauges); the same on every instance. */
  private webhookGauges(): void {
    const { db } = this.deps.database;
    let queue: Promise<Awaited<ReturnType<typeof webhookQueue>> | null> | undefined;
    const read = () => {
      queue ??= webhookQueue(db)
        .catch(() => null)
        .finally(() => setImmediate(() => (queue = undefined)));
      return queue;
    };
    const clock = this.deps.clock;
    new Gauge({
      name: 'orioni_webhook_pending_deliveries',
      help: 'Webhook deliveries waiting for a try (PENDING, of enabled endpoints)',
      registers: [this.registry],
      async collect() {
        const q = await read();
        if (q) this.set(q.waiting);
      },
    });
    new Gauge({
      name: 'orioni_webhook_oldest_pending_seconds',
      help: 'How long the oldest waiting webhook delivery has waited since it was made or replayed (0 when none waits)',
      registers: [this.registry],
      async collect() {
        const q = await read();
        if (q) this.set(q.oldestQueuedAt ? Math.max(0, (clock.now().getTime() - q.oldestQueuedAt.getTime()) / 1000) : 0);
      },
    });
  }

  /**
   * node-postgres's pool: connections open, idle and callers waiting for one. PGlite is one
   * connection inside the process, with no pool: total 1, no idle or waiting series.
   */
  private poolGauges(): void {
    const { database } = this.deps;
    const client = (database.db as unknown as { $client?: unknown }).$client;
    const pool =
      database.kind === 'postgres'
        ? (client as { totalCount?: number; idleCount?: number; waitingCount?: number; options?: { max?: number } })
        : null;
    new Gauge({
      name: 'orioni_db_pool_connections',
      help: 'Database connections of this instance by state: total (open), idle, waiting (callers queued for one); PGlite: one in-process connection',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        if (pool && typeof pool.totalCount === 'number') {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount ?? 0);
          this.set({ state: 'waiting' }, pool.waitingCount ?? 0);
        } else {
          this.set({ state: 'total' }, 1);
        }
      },
    });
    new Gauge({
      name: 'orioni_db_pool_max',
      help: 'Most connections the pool opens (PGlite: 1)',
      registers: [this.registry],
      collect() {
        this.set(pool?.options?.max ?? 1);
      },
    });
  }
}

type AsyncCall = (...args: unknown[]) => Promise<unknown>;

/**
 * `target` seen through a Proxy whose `names` methods are wrapped by `wrap`; everything else is the
 * target's own (`instanceof`, fields, getters). The wrapper calls the method found when it was made,
 * on the target itself, so a method calling another through `this` is observed once. A method
 * replaced on the object afterwards (a test's `vi.spyOn`) is answered as it is: a spy that calls a
 * reference to the wrapper taken earlier goes through it once, never back into itself.
 */
function observeMethods<T extends object>(target: T, names: readonly string[], wrap: (name: string, call: AsyncCall) => AsyncCall): T {
  const originals = new Map<PropertyKey, unknown>();
  const wrappers = new Map<PropertyKey, AsyncCall>();
  for (const name of names) {
    const original: unknown = Reflect.get(target, name);
    // An optional call the object lacks stays absent (callers test for it).
    if (typeof original !== 'function') continue;
    originals.set(name, original);
    wrappers.set(
      name,
      wrap(name, (...args) => (original as AsyncCall).apply(target, args)),
    );
  }
  return new Proxy(target, {
    get: (object, property, receiver) => {
      const current: unknown = Reflect.get(object, property, receiver);
      return wrappers.has(property) && current === originals.get(property) ? wrappers.get(property) : current;
    },
  });
}

/** A bank answer's outcome label: a charge's status, a renewal's common status, or `ok`. */
function bankOutcome(answer: unknown): string {
  if (Array.isArray(answer)) {
    const results = (answer as RenewalLineResult[]).map((line) => line.result);
    if (results.some((r) => r === null)) return 'pending';
    const statuses = new Set(results.map((r) => r!.status));
    return statuses.size === 1 ? [...statuses][0]! : statuses.size === 0 ? 'ok' : 'mixed';
  }
  if (answer && typeof answer === 'object' && 'status' in answer && 'externalId' in answer) return (answer as ChargeResult).status;
  return 'ok';
}
