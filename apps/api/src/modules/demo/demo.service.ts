import type { DemoRequest } from '@orioni/contracts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { type RateLimiter, type Limit } from '../../plugins/rate-limit.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { insertDemoRequest } from './demo.repository.ts';

/** Demo requests: stored, and staff told by e-mail. Limited per IP and per e-mail address. */
export class DemoService {
  private readonly limiter: RateLimiter;
  private readonly limits: { ip: Limit; email: Limit };

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      config: Pick<AppConfig, 'mail' | 'publicUrl' | 'isProduction'>;
      limiter: RateLimiter;
      mailer: Mailer;
    },
  ) {
    this.limiter = deps.limiter;
    this.limits = {
      // Strict in production; generous in development and tests, where every journey comes from 127.0.0.1.
      ip: { max: deps.config.isProduction ? 10 : 1000, windowSeconds: 60 * 60 },
      email: { max: 3, windowSeconds: 60 * 60 },
    };
  }

  async request(input: DemoRequest, meta: { ip: string; userId: number | null }): Promise<void> {
    await this.limiter.hit(`demo:ip:${meta.ip}`, this.limits.ip);
    await this.limiter.hit(`demo:email:${input.email}`, this.limits.email);
    const { db, clock, config, mailer } = this.deps;
    // What was asked, once: stored as the row and sent as the staff mail's data.
    const asked = {
      email: input.email,
      customerType: input.customerType,
      fullName: input.fullName,
      productKey: input.productKey ?? null,
      mobile: input.mobile,
      language: input.language,
    };
    await db.transaction(async (tx) => {
      const requestId = await insertDemoRequest(tx, { ...asked, userId: meta.userId, createdAt: clock.now() });
      await mailer.send(tx, {
        to: config.mail.staffEmail,
        template: 'demo-request',
        language: 'KA',
        data: { requestId, ...asked },
        meta: { demoRequestId: requestId },
      });
    });
  }
}
