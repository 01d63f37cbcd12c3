import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { Clock } from '../lib/clock.ts';

/** One request as the receiver saw it, and whether each of its path's secrets verified it. */
export interface ReceivedWebhook {
  path: string;
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** `Webhook.verify` with each secret the path holds, in order: true when it verified. */
  verified: boolean[];
  /** The verified payload (parsed by `Webhook.verify`), when one secret verified it. */
  payload: { type: string; version: number; timestamp: string; data: Record<string, unknown> } | null;
}

/** What a path answers: a status and body, or a hang until `release` is called. */
export type Answer = { status: number; body?: string } | 'hang';

/**
 * A real HTTP receiver on 127.0.0.1 for the webhook tests, as a vendor's back office would run one: every
 * request is verified with the `standardwebhooks` package's `Webhook.verify`, with each secret its path
 * holds. The library checks the timestamp against `Date.now()`; it is checked against the app's manual
 * clock here (the try's time is the app's), by reading that clock during the synchronous call.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private readonly answers = new Map<string, Answer[]>();
  private readonly secrets = new Map<string, string[]>();
  private readonly hanging = new Set<http.ServerResponse>();
  private readonly waiters: { count: number; resolve: () => void }[] = [];
  private server: http.Server | undefined;

  constructor(private readonly clock: Clock) {}

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => this.handle(req, res, Buffer.concat(chunks).toString('utf8')));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get port(): number {
    return (this.server!.address() as AddressInfo).port;
  }

  url(path: string, host = '127.0.0.1'): string {
    return `http://${host}:${this.port}${path}`;
  }

  /** The secrets a path verifies with (each separately). */
  hold(path: string, ...secrets: string[]): this {
    this.secrets.set(path, secrets);
    return this;
  }

  /** What a path answers, in order; the last answer repeats. Default: 200. */
  answer(path: string, ...answers: Answer[]): this {
    this.answers.set(path, answers);
    return this;
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse, body: string): void {
    const path = new URL(req.url ?? '/', 'http://receiver').pathname;
    const header = (name: string) => String(req.headers[name] ?? '');
    const verified = (this.secrets.get(path) ?? []).map((secret) => this.verify(secret, body, req.headers));
    let payload: ReceivedWebhook['payload'] = null;
    if (verified.some(Boolean)) payload = JSON.parse(body) as ReceivedWebhook['payload'];
    this.received.push({
      path,
      id: header('webhook-id'),
      timestamp: header('webhook-timestamp'),
      signature: header('webhook-signature'),
      body,
      verified,
      payload,
    });
    for (const waiter of [...this.waiters]) {
      if (this.received.length >= waiter.count) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
    const queue = this.answers.get(path) ?? [];
    const next = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 200 };
    if (next === 'hang') {
      this.hanging.add(res);
      return;
    }
    res.writeHead(next.status, { 'content-type': 'text/plain' }).end(next.body ?? 'ok');
  }

  /** Answers every hanging request (200 unless told). */
  release(status = 200): void {
    for (const res of this.hanging) if (!res.writableEnded) res.writeHead(status).end('late');
    this.hanging.clear();
  }

  /** Resolves once the receiver has seen `count` requests in all. */
  seen(count: number): Promise<void> {
    if (this.received.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }

  of(path: string): ReceivedWebhook[] {
    return this.received.filter((r) => r.path === path);
  }

  async stop(): Promise<void> {
    this.release();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private verify(secret: string, body: string, headers: http.IncomingHttpHeaders): boolean {
    const now = Date.now;
    Date.now = () => this.clock.now().getTime();
    try {
      new Webhook(secret).verify(body, headers as Record<string, string>);
      return true;
    } catch {
      return false;
    } finally {
      Date.now = now;
    }
  }
}
