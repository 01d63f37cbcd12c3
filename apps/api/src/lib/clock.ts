/** Time as the product sees it. Tests pass a clock they can move. */
export interface Clock {
  now(): Date;
  /** Waits `ms` of this clock's time (a manual clock moves itself forward and yields once). */
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = { now: () => new Date(), sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

/** A clock that only moves when told to. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date | string = '2026-01-15T09:00:00Z') {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }
  advance(ms: number): void {
    this.current += ms;
  }
  async sleep(ms: number): Promise<void> {
    this.current += ms;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
