import type { ApiDate, Language, SavedCard } from '@orioni/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { GatewayEvent, PaymentGateway } from './gateway.ts';
import { HostedPages } from './hosted-pages.service.ts';
import {
  activeCard,
  activeCards,
  cardByIdIncludingRemoved,
  cardDeletionDone,
  cardDeletionFailed,
  cardDeletionsOf,
  completeCardOrder,
  failCardOrder,
  insertCard,
  insertCardOrder,
  keepCardDeletion,
  lapsingCards,
  lockCardOrder,
  setCardOrderGatewayId,
  softDeleteCard,
  staleCardOrders,
  type CardDeletionRow,
  type CardRow,
} from './cards.repository.ts';

/** A card order still PENDING after this has lost its callback: the reconciliation asks the bank. */
export const CARD_ORDER_IN_FLIGHT_MS = 5 * 60_000;

import { resolveRedirectUrl } from './redirect-url.ts';
import type { EventLog } from '../events/events.service.ts';

export const invalidRedirect = (field: 'successRedirectUrl' | 'errorRedirectUrl') =>
  new AppError('VALIDATION_ERROR', {
    message: 'The redirect address must be a page of this site',
    fieldErrors: { [field]: 'The redirect address must be a page of this site' },
  });

/**
 * The customer's one saved card. The card number is typed on the bank's page; we keep only the
 * bank's token, the mask and the brand. Saving a new card replaces the old one.
 */
export class CardService {
  constructor(
    private readonly db: Db,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
    private readonly publicUrl: string,
    /** `card.saved` and `card.removed`, written with the card's row (ADR 043). */
    private readonly events?: Pick<EventLog, 'record'>,
    /**
     * The ids of a customer's items, whose parent orders at the bank go with a removed card: the
     * subscriptions module's reading, passed in by the composition root (the subscriptions module
     * charges through this one, so this one does not import it).
     */
    private readonly itemIdsOfUser: (userId: number) => Promise<number[]> = async () => [],
  ) {}

  /** The hosted bank page flow every page goes through (issue 40 item 3): here, the card-saving page and its poll. */
  private get pages(): Pick<HostedPages, 'openCardOrder' | 'pollCardOrder'> {
    return new HostedPages(this.gateway, this.publicUrl, async () => null);
  }

  /** Opens a card-saving order on the bank and returns its hosted page. */
  async createOrder(user: { id: number; language: Language }, urls: { successRedirectUrl: string; errorRedirectUrl: string }) {
    const successUrl = resolveRedirectUrl(urls.successRedirectUrl, this.publicUrl);
    if (!successUrl) throw invalidRedirect('successRedirectUrl');
    const failUrl = resolveRedirectUrl(urls.errorRedirectUrl, this.publicUrl);
    if (!failUrl) throw invalidRedirect('errorRedirectUrl');
    const now = this.clock.now();
    const reference = await insertCardOrder(this.db, {
      userId: user.id,
      gateway: this.gateway.name,
      successRedirectUrl: successUrl,
      errorRedirectUrl: failUrl,
      now,
    });
    try {
      const order = await this.pages.openCardOrder({ reference, language: user.language, successUrl, failUrl });
      await setCardOrderGatewayId(this.db, reference, order.gatewayOrderId);
      return { redirectUrl: order.redirectUrl };
    } catch {
      await failCardOrder(this.db, reference, 'gateway unavailable', now);
      throw new AppError('SERVICE_UNAVAILABLE', { message: 'The bank is not reachable. Please try again later' });
    }
  }

  async current(userId: number): Promise<SavedCard | null> {
    const card = await activeCard(this.db, userId);
    return card ? { cardId: card.id, mask: card.mask, brand: card.brand } : null;
  }

  /** The card checkout charges: only one saved on the gateway in use. */
  async chargeableCard(userId: number, db: DbOrTx = this.db): Promise<CardRow | null> {
    const card = await activeCard(db, userId);
    return card && card.gateway === this.gateway.name ? card : null;
  }

  /** The chargeable cards of several customers (a renewal pass), by customer id. */
  async chargeableCards(userIds: number[], db: DbOrTx = this.db): Promise<Map<number, CardRow>> {
    const found = await activeCards(db, userIds);
    return new Map(found.filter((c) => c.gateway === this.gateway.name).map((c) => [c.userId, c]));
  }

  /**
   * Saved cards on the gateway in use whose printed expiry lapses by `lapsedBy` (the card-expiring
   * notice, issue 28 item 4), a page of `limit` after card `afterId`. Cards whose bank gave no expiry
   * (BOG, cards saved before migration 0015) are never among them.
   */
  lapsingCards(lapsedBy: ApiDate, afterId: number, limit: number, db: DbOrTx = this.db): Promise<CardRow[]> {
    const index = Number(lapsedBy.slice(0, 4)) * 12 + Number(lapsedBy.slice(5, 7)) - 1;
    return lapsingCards(db, this.gateway.name, index, afterId, limit);
  }

  /** A card by id, removed or not (a resumed payment charges the card it started with). */
  cardById(cardId: number, db: DbOrTx = this.db): Promise<CardRow | null> {
    return cardByIdIncludingRemoved(db, cardId);
  }

  /**
   * The card a first payment on the bank's page was made with (BOG): saved as the customer's card
   * when none is saved on this gateway, in the transaction that records the payment.
   */
  async keepPaymentCard(tx: DbOrTx, userId: number, card: { token: string; mask: string; brand: string }): Promise<void> {
    const current = await activeCard(tx, userId);
    if (current && current.gateway === this.gateway.name) return;
    if (current) await softDeleteCard(tx, current.id, this.clock.now());
    await insertCard(tx, {
      userId,
      gateway: this.gateway.name,
      gatewayToken: card.token,
      mask: card.mask,
      brand: card.brand,
      now: this.clock.now(),
    });
    await this.events?.record(tx, [{ type: 'card.saved', userId, data: { cardMask: card.mask } }]);
  }

  /** Removes the caller's card; someone else's card, or none, is 404. */
  async remove(userId: number, cardId: number): Promise<void> {
    const card = await activeCard(this.db, userId);
    if (!card || card.id !== cardId) throw notFound();
    await this.db.transaction(async (tx) => {
      await softDeleteCard(tx, card.id, this.clock.now());
      await this.events?.record(tx, [{ type: 'card.removed', userId, data: { cardMask: card.mask } }]);
    });
    await this.forgetOnGateway(card);
  }

  /**
   * Applies a verified bank notification about a card order. Repeated notifications change nothing.
   * Returns where the browser should go next.
   */
  async applyCardOrderEvent(event: Extract<GatewayEvent, { kind: 'card_order' }>): Promise<{ redirectUrl: string } | null> {
    const now = this.clock.now();
    const result = await this.db.transaction(async (tx) => {
      const order = await lockCardOrder(tx, this.gateway.name, event.gatewayOrderId);
      if (!order) return null;
      if (order.status !== 'PENDING') {
        return { redirectUrl: order.status === 'SUCCEEDED' ? order.successRedirectUrl : order.errorRedirectUrl, replaced: null };
      }
      if (event.outcome === 'failed') {
        await completeCardOrder(tx, order.id, { status: 'FAILED', reason: event.reason.slice(0, 200), now });
        return { redirectUrl: order.errorRedirectUrl, replaced: null };
      }
      const previous = await activeCard(tx, order.userId);
      if (previous) await softDeleteCard(tx, previous.id, now);
      await insertCard(tx, {
        userId: order.userId,
        gateway: this.gateway.name,
        gatewayToken: event.card.token,
        mask: event.card.mask,
        brand: event.card.brand,
        now,
        expiry: event.card.expiryMonth && event.card.expiryYear ? { month: event.card.expiryMonth, year: event.card.expiryYear } : null,
      });
      await completeCardOrder(tx, order.id, { status: 'SUCCEEDED', reason: null, now });
      await this.events?.record(tx, [{ type: 'card.saved', userId: order.userId, data: { cardMask: event.card.mask } }]);
      return { redirectUrl: order.successRedirectUrl, replaced: previous };
    });
    if (!result) return null;
    if (result.replaced) await this.forgetOnGateway(result.replaced);
    return { redirectUrl: result.redirectUrl };
  }

  /**
   * Deletes a removed card at the bank, with the parent orders of the customer's items (their
   * automatic charges would otherwise still reach the card). The removal is written down first
   * (`card_deletions`, migration 0012) and crossed out only once the bank accepted it: a refusal or
   * no answer is tried again by every reconciliation run, on any instance, after a restart too, and
   * reported; never swallowed.
   */
  private async forgetOnGateway(card: CardRow): Promise<void> {
    if (card.gateway !== this.gateway.name) return;
    await keepCardDeletion(this.db, card, this.clock.now());
    const [kept] = await cardDeletionsOf(this.db, this.gateway.name, card.id);
    if (kept) await this.tryForget(kept);
  }

  private async tryForget(entry: CardDeletionRow): Promise<boolean> {
    try {
      await this.gateway.deleteCard(entry.gatewayToken);
      if (this.gateway.forgetRenewalParents) {
        await this.gateway.forgetRenewalParents(await this.itemIdsOfUser(entry.userId), entry.gatewayToken);
      }
      await cardDeletionDone(this.db, entry.cardId);
      return true;
    } catch (error) {
      await cardDeletionFailed(this.db, entry.cardId, (error as Error).message, this.clock.now());
      return false;
    }
  }

  /**
   * The periodic reconciliation (ADR 022): card orders whose callback never came are asked of the
   * bank (`pollCardOrder`) and applied as the callback would be; card removals the bank refused or
   * never answered are tried again. Returns what is still open, for the job's log.
   */
  async reconcileOrders(): Promise<{
    cardOrders: number;
    unresolved: number;
    forgetFailures: { cardId: number; tries: number; error: string }[];
    releases: { orderId: string; tries: number; error: string }[];
  }> {
    let applied = 0;
    let unresolved = 0;
    if (this.gateway.pollCardOrder) {
      const before = new Date(this.clock.now().getTime() - CARD_ORDER_IN_FLIGHT_MS);
      for (const order of await staleCardOrders(this.db, this.gateway.name, before)) {
        try {
          const event = await this.pages.pollCardOrder(order.gatewayOrderId);
          if (event.kind !== 'card_order') {
            unresolved += 1;
            continue;
          }
          await this.applyCardOrderEvent(event);
          applied += 1;
        } catch {
          unresolved += 1;
        }
      }
    }
    const forgetFailures: { cardId: number; tries: number; error: string }[] = [];
    for (const entry of await cardDeletionsOf(this.db, this.gateway.name)) {
      if (await this.tryForget(entry)) continue;
      const [after] = await cardDeletionsOf(this.db, this.gateway.name, entry.cardId);
      if (after) forgetFailures.push({ cardId: after.cardId, tries: after.tries, error: after.lastError ?? '' });
    }
    // The gateway's own unfinished work (BOG: card-check amounts not yet given back, issue 39 item 5).
    const releases = this.gateway.retryPending ? (await this.gateway.retryPending()).releases : [];
    return { cardOrders: applied, unresolved, forgetFailures, releases };
  }
}
