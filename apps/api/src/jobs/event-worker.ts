import type { FastifyBaseLogger } from 'fastify';
import type { EventDispatcher } from '../modules/events/events.service.ts';

/**
 * The domain events' consumers, run in the background (issue 40 item 1, ADR 043): every `intervalMs`
 * each consumer reads what committed after its cursor. A change drains them itself right after its
 * commit (`EventLog.flush`); this pass finishes what a crash, a timeout or a failing consumer left.
 * Every instance runs it; each consumer's cursor is locked, so no event is handled twice.
 */
export class EventWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly dispatcher: Pick<EventDispatcher, 'drain'>,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly intervalMs = 2_000,
  ) {}

  start(): void {
    // The first pass at start: events a crash left behind are handled now, not a period later.
    void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One pass; a pass still running is not started twice in this instance. */
  runOnce(): Promise<unknown> {
    this.running ??= this.dispatcher
      .drain()
      .catch((error: unknown) => this.log.warn({ err: error }, 'event consumers failed; the next pass tries again'))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
