import type { FastifyBaseLogger } from 'fastify';
import type { EventDispatcher } from '../modules/events/events.service.ts';
import { IntervalJob } from './interval-job.ts';

/**
 * The domain events' consumers, run in the background (issue 40 item 1, ADR 043): every `intervalMs`
 * each consumer reads what committed after its cursor. A change drains them itself right after its
 * commit (`EventLog.flush`); this pass finishes what a crash, a timeout or a failing consumer left.
 * Every instance runs it; each consumer's cursor is locked, so no event is handled twice.
 */
export class EventWorker extends IntervalJob {
  constructor(dispatcher: Pick<EventDispatcher, 'drain'>, log: Pick<FastifyBaseLogger, 'warn'>, intervalMs = 2_000) {
    super(() => dispatcher.drain(), log, intervalMs, 'event consumers failed; the next pass tries again');
  }
}
