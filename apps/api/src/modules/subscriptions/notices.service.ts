import { addDays, toApiDate, toLocale, type ApiDate } from '@orioni/contracts';
import {
  CARD_EXPIRY_NOTICE_DAYS,
  MAX_RENEWAL_NOTICE_DAYS,
  cardExpiryNoticeDue,
  cardLapsesOn,
  renewalNoticeDue,
} from '@orioni/contracts/billing-rules';
import type { NewDomainEvent } from '@orioni/contracts/events';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CustomersService } from '../accounts/accounts.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import type { CardService } from '../payments/cards.service.ts';
import type { EventLog } from '../events/events.service.ts';
import { cardsNoticed, nextChargeDates, takeNotice, upcomingRenewals, type NoticeItem } from './notices.repository.ts';
import { productNames } from '../content/catalog.queries.ts';

/** Items or cards looked at per transaction. */
const BATCH = 500;

export interface NoticeResult {
  /** Upcoming-renewal notices queued. */
  renewals: number;
  /** Card-expiring notices queued. */
  cards: number;
}

/** A card's expiry as the notice key writes it: `YYYY-MM`. */
const expiryKey = (card: { expiryMonth: number; expiryYear: number }) =>
  `${String(card.expiryYear).padStart(4, '0')}-${String(card.expiryMonth).padStart(2, '0')}`;

/**
 * Notices before money is taken (issue 28 item 4, ADR 033): an upcoming renewal (the amount, the day
 * and the card), and a saved card that expires before the next charge. Each notice is taken under its
 * unique key (`notices_sent`: item and period, or card and expiry) in the transaction that queues its
 * mail in the outbox, so any number of passes in any number of instances send it once; a pass that
 * comes late still sends what is due and not yet sent. Driven by the renewal worker and the app's clock.
 * A card-expiring notice taken also records `card.expiring` in that transaction (issue 42: the webhook).
 */
export class NoticesService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      mailer: Mailer;
      cards: Pick<CardService, 'chargeableCards' | 'lapsingCards'>;
      accounts: Pick<CustomersService, 'customers'>;
      events: Pick<EventLog, 'record'>;
    },
  ) {}

  /** One notice pass as of `asOf`. */
  async runNotices(asOf: Date = this.deps.clock.now()): Promise<NoticeResult> {
    const today = toApiDate(asOf);
    const renewals = await this.renewalNotices(today, asOf);
    const cards = await this.cardNotices(today, asOf);
    return { renewals, cards };
  }

  private async renewalNotices(today: ApiDate, asOf: Date): Promise<number> {
    const horizon = addDays(today, MAX_RENEWAL_NOTICE_DAYS);
    let sent = 0;
    let afterId = 0;
    for (;;) {
      const step = await this.deps.db.transaction(async (tx) => {
        const items = await upcomingRenewals(tx, today, horizon, afterId, BATCH);
        if (items.length === 0) return null;
        const due = items.filter((item) => renewalNoticeDue(item, today));
        return { cursor: items.at(-1)!.id, sent: await this.sendRenewalNotices(tx, due, asOf) };
      });
      if (!step) return sent;
      afterId = step.cursor;
      sent += step.sent;
    }
  }

  private async sendRenewalNotices(tx: DbOrTx, due: NoticeItem[], asOf: Date): Promise<number> {
    if (due.length === 0) return 0;
    const userIds = due.map((i) => i.userId);
    const customers = await this.deps.accounts.customers(tx, userIds);
    const names = await productNames(
      tx,
      due.map((i) => i.productKey),
    );
    const cards = await this.deps.cards.chargeableCards(userIds, tx);
    let sent = 0;
    for (const item of due) {
      const customer = customers.get(item.userId);
      if (!customer) continue;
      const taken = await takeNotice(tx, {
        kind: 'RENEWAL_UPCOMING',
        userId: item.userId,
        purchasedItemId: item.id,
        periodStart: item.nextPaymentDate,
        now: asOf,
      });
      if (!taken) continue;
      await this.deps.mailer.send(tx, {
        to: customer.email,
        template: 'renewal-upcoming',
        language: customer.language,
        data: {
          name: customer.fullName,
          itemName: names.get(item.productKey)?.[toLocale(customer.language)] ?? item.productKey,
          purchasedItemId: item.id,
          period: item.period,
          amount: item.amount,
          renewalDate: item.nextPaymentDate,
          cardMask: cards.get(item.userId)?.mask ?? null,
        },
        meta: { purchasedItemId: item.id, periodStart: item.nextPaymentDate },
      });
      sent += 1;
    }
    return sent;
  }

  private async cardNotices(today: ApiDate, asOf: Date): Promise<number> {
    const lapsedBy = addDays(today, CARD_EXPIRY_NOTICE_DAYS);
    let sent = 0;
    let afterId = 0;
    for (;;) {
      const step = await this.deps.db.transaction(async (tx) => {
        const found = await this.deps.cards.lapsingCards(lapsedBy, afterId, BATCH, tx);
        if (found.length === 0) return null;
        const cards = found.map((c) => ({
          ...c,
          expiryMonth: c.expiryMonth!,
          expiryYear: c.expiryYear!,
          key: expiryKey({ expiryMonth: c.expiryMonth!, expiryYear: c.expiryYear! }),
        }));
        const noticed = await cardsNoticed(
          tx,
          cards.map((c) => ({ id: c.id, expiry: c.key })),
        );
        const open = cards.filter((c) => !noticed.has(c.id));
        const charges = await nextChargeDates(
          tx,
          open.map((c) => c.userId),
        );
        const customers = await this.deps.accounts.customers(
          tx,
          open.map((c) => c.userId),
        );
        const expiring: NewDomainEvent[] = [];
        for (const card of open) {
          const nextCharge = cardExpiryNoticeDue({ month: card.expiryMonth, year: card.expiryYear }, charges.get(card.userId) ?? [], today);
          const customer = customers.get(card.userId);
          if (!nextCharge || !customer) continue;
          if (!(await takeNotice(tx, { kind: 'CARD_EXPIRING', userId: card.userId, cardId: card.id, cardExpiry: card.key, now: asOf })))
            continue;
          await this.deps.mailer.send(tx, {
            to: customer.email,
            template: 'card-expiring',
            language: customer.language,
            data: {
              name: customer.fullName,
              cardMask: card.mask,
              expiryMonth: card.expiryMonth,
              expiryYear: card.expiryYear,
              nextChargeDate: nextCharge,
            },
            meta: { cardId: card.id, cardExpiry: card.key },
          });
          // The last day the card pays: the day before it lapses.
          const expiresOn = addDays(cardLapsesOn({ month: card.expiryMonth, year: card.expiryYear }), -1);
          expiring.push({ type: 'card.expiring', userId: card.userId, data: { cardMask: card.mask, expiresOn } });
        }
        await this.deps.events.record(tx, expiring);
        return { cursor: found.at(-1)!.id, sent: expiring.length };
      });
      if (!step) return sent;
      afterId = step.cursor;
      sent += step.sent;
    }
  }
}
