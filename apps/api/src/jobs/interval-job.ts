import type { FastifyBaseLogger } from 'fastify';

/**
 * A background pass run every `intervalMs` in each instance, never twice at once in one instance: the
 * loop the event, renewal and tax-invoice workers share. A failing pass is logged and the next one
 * tries again; `stop` waits for the pass in flight.
 */
export class IntervalJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly pass: () => Promise<unknown>,
    protected readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly intervalMs: number,
    private readonly failure: string,
    private readonly runAtStart = true,
  ) {}

  start(): void {
    // The first pass at start: work a crash left behind is finished now, not a period later.
    if (this.runAtStart) void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One pass; a pass still running in this instance is not started twice. */
  runOnce(): Promise<unknown> {
    this.running ??= this.pass()
      .catch((error: unknown) => this.log.warn({ err: error }, this.failure))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
