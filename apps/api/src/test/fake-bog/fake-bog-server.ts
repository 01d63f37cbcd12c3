import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Bank of Georgia Payments API built from the bank's published documentation
 * (https://api.bog.ge/docs/en/payments/...), not from our adapter. Every behaviour names the page it
 * comes from; where the documentation is silent the comment says what was assumed (ADR 022 lists them).
 *
 * Pages: authentication, standard-process/create-order, standard-process/get-payment-details,
 * saved-card/recurrent-payment ("Payment by the Saved Card", customer present), saved-card/offline
 * ("Save Card for Automatic Payments"), saved-card/offline-payment ("Automatic Payment by the Saved
 * Card"), saved-card/delete, refund, preauthorization/approve, preauthorization/reject, and the
 * callback section (SHA256withRSA over the raw body in `Callback-Signature`).
 */

/** get-payment-details: `order_status.key` takes exactly these values. */
export type BogStatus =
  | 'created'
  | 'processing'
  | 'completed'
  | 'rejected'
  | 'refund_requested'
  | 'refunded'
  | 'refunded_partially'
  | 'auth_requested'
  | 'blocked'
  | 'partial_completed';

/** What the card does when the bank tries it (a test knob: the bank's own decision). */
export type FakeCardOutcome = 'success' | 'declined' | 'insufficient_funds';

export interface FakeBogOrder {
  id: string;
  externalOrderId: string | null;
  /** Tetri, as the order was requested (`purchase_units.total_amount`). */
  amount: number;
  /** Tetri moved (`transfer_amount`) and returned (`refund_amount`). */
  transferred: number;
  refunded: number;
  /** Tetri of a refund the bank has taken and not finished (`refund_requested`, see `holdRefunds`). */
  refunding: number;
  currency: string;
  capture: 'automatic' | 'manual';
  callbackUrl: string;
  status: BogStatus;
  /** `PUT /orders/{id}/cards` (customer-present reuse) or `PUT /orders/{id}/subscriptions` (automatic). */
  saved: { cards: boolean; subscriptions: boolean };
  parentId: string | null;
  card: { payerIdentifier: string; cardType: string; outcome: FakeCardOutcome; method: string } | null;
  /** create-order `payment_method`: the methods the page offers; null offers them all. */
  paymentMethods: string[] | null;
  rejectCode: string | null;
  basket: unknown[];
  /** Epoch ms by the bank's clock (`now`): `zoned_create_date`, and `zoned_expire_date` (created + ttl). */
  createdAt: number;
  expiresAt: number | null;
}

export interface FakeCallback {
  url: string;
  body: string;
  signature: string;
  orderId: string;
  status: BogStatus;
}

/** A fault the next matching request meets (token expiry, 429, a 5xx, a conflict, a slow answer). */
export type FakeFault =
  | { status: 400 | 401 | 409 | 429 | 500 | 503 }
  /** The bank does the work, then answers only after `ms` (the caller's timeout fires first). */
  | { slowMs: number };

export interface FakeBogServer {
  baseUrl: string;
  apiUrl: string;
  authUrl: string;
  publicKeyPem: string;
  clientId: string;
  clientSecret: string;
  tokensIssued: number;
  /** Orders that moved money without the customer (`/subscribe`) or with a saved card on the page. */
  charges: number;
  requests: { method: string; path: string; headers: http.IncomingHttpHeaders; body: unknown }[];
  orders: Map<string, FakeBogOrder>;
  /** Every callback the bank signed, in order (delivered by POST as well when `deliverCallbacks`). */
  callbacks: FakeCallback[];
  /**
   * The customer pays on the bank's page. Automatic capture ends `completed`, manual `blocked`.
   * `method` is how (`card` by default; e.g. `internet_bank`), refused when the order's
   * `payment_method` does not offer it.
   */
  pay(orderId: string, card?: { payerIdentifier?: string; cardType?: string; outcome?: FakeCardOutcome; method?: string }): FakeCallback;
  /**
   * The bank still takes a payment begun on the page this long after `zoned_expire_date` (a test
   * knob; 0 by default). The pages do not say when exactly a page stops taking a payment the
   * customer began before its expiry (assumed, ADR 022 issue 39 item 2).
   */
  closeLateMs: number;
  /**
   * Whether a refunded order (the 0.10 ₾ card check) may be the parent of a saved-card order
   * (recurrent-payment). The pages do not say; `true` by default, `false` to play the refusal
   * (ADR 022, to confirm in the bank's sandbox).
   */
  refundedParentsAccepted: boolean;
  /** What the customer's bank statement shows for an order: the first 25 characters of its description (assumed, ADR 022). */
  statementOf(orderId: string): string;
  /** The next `/subscribe` child orders stay `processing` until `finish` (the bank is slow to decide). */
  holdCharges(hold: boolean): void;
  /** Ends an order left `processing`: the card's outcome decides, and the bank sends its callback. */
  finish(orderId: string): FakeCallback;
  /**
   * The next refunds stay `refund_requested` (the documented status of a refund the bank has taken)
   * until `finishRefund`: the page does not say how long a refund takes, so a shop must not assume it
   * ends within its request.
   */
  holdRefunds(hold: boolean): void;
  /** Ends a refund left `refund_requested`: `refunded` or `refunded_partially`, and its callback. */
  finishRefund(orderId: string): FakeCallback;
  /** Every issued token stops being valid now (as when `expires_in` has passed). */
  expireTokens(): void;
  /** The next request whose `METHOD path` matches meets `fault`. */
  fault(match: RegExp, fault: FakeFault): void;
  /** Forgets idempotency keys older than `ms` (the documentation states no lifetime; see ADR 022). */
  ageIdempotencyKeys(ms: number): void;
  /** The bank's clock for order lifetimes (`ttl`); tests point it at the application's clock. */
  now: () => number;
  /** The next matching requests are refused `status` times (e.g. a deletion the bank keeps refusing). */
  refuse(match: RegExp, status: 400 | 500 | 503, times: number): void;
  signCallback(body: string): string;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body?: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
};
const lari = (tetri: number) => (tetri / 100).toFixed(2);
/**
 * create-order `ttl`: the order's lifetime in minutes. The pages the search tools reached do not
 * show its paragraph; integrations typed from the page give "Time to live in minutes (2-1440,
 * default 15)", which the fake takes (assumed, ADR 022 amendment 2).
 */
const DEFAULT_TTL_MINUTES = 15;
const tetri = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n * 100) : null;
};

export async function startFakeBogServer(
  options: { clientId?: string; clientSecret?: string; tokenLifeSeconds?: number; deliverCallbacks?: boolean } = {},
): Promise<FakeBogServer> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientId = options.clientId ?? 'orioni-test-client';
  const clientSecret = options.clientSecret ?? 'orioni-test-secret';
  const tokens = new Map<string, number>();
  const idempotent = new Map<string, { at: number; status: number; body: unknown }>();
  const orders = new Map<string, FakeBogOrder>();
  const faults: { match: RegExp; fault: FakeFault }[] = [];
  let holdCharges = false;
  let holdRefunds = false;

  // get-payment-details: the receipt. The callback's `body` carries the same object.
  const detailsOf = (o: FakeBogOrder) => ({
    order_id: o.id,
    parent_order_id: o.parentId,
    external_order_id: o.externalOrderId,
    capture: o.capture,
    // get-payment-details: `zoned_create_date`, and `zoned_expire_date`, "The order expiration date in
    // Coordinated Universal Time (UTC)".
    zoned_create_date: new Date(o.createdAt).toISOString(),
    zoned_expire_date: o.expiresAt === null ? null : new Date(o.expiresAt).toISOString(),
    order_status: { key: o.status, value: o.status },
    purchase_units: {
      request_amount: lari(o.amount),
      transfer_amount: lari(o.transferred),
      refund_amount: lari(o.refunded),
      currency_code: o.currency,
      items: o.basket,
    },
    payment_detail: o.card
      ? {
          transfer_method: { key: o.card.method, value: o.card.method },
          payer_identifier: o.card.payerIdentifier,
          card_type: o.card.cardType,
          code: o.status === 'rejected' ? o.rejectCode : '100',
          code_description:
            o.status === 'rejected' ? (o.rejectCode === '107' ? 'Insufficient funds' : 'Card usage restricted') : 'Successful payment',
        }
      : null,
    reject_reason: o.status === 'rejected' ? (o.rejectCode === '107' ? 'insufficient_funds' : 'declined') : null,
  });

  const signCallback = (body: string) => sign('sha256', Buffer.from(body, 'utf8'), privateKey).toString('base64');
  const callbacks: FakeCallback[] = [];
  // Callback section: the bank POSTs `{ event: 'order_payment', zoned_request_time, body }` to the
  // order's callback_url on every status change, signed SHA256withRSA over the raw body.
  const notify = (o: FakeBogOrder): FakeCallback => {
    const body = JSON.stringify({ event: 'order_payment', zoned_request_time: new Date().toISOString(), body: detailsOf(o) });
    const callback = { url: o.callbackUrl, body, signature: signCallback(body), orderId: o.id, status: o.status };
    callbacks.push(callback);
    if (options.deliverCallbacks) {
      void fetch(o.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'callback-signature': callback.signature },
        body,
      }).catch(() => undefined);
    }
    return callback;
  };

  // An order nobody paid before its `ttl` ran out. get-payment-details lists no status of its own for
  // it; the fake answers `rejected` ("payment process has been unsuccessfully completed") with no
  // card tried and nothing transferred, and sends the callback (assumed, ADR 022 amendment 2; the
  // older iPay page says an unpaid order "will be automatically canceled and status will change to
  // an error"). The expiry is applied when the bank is next asked about anything.
  const expireDue = () => {
    const now = state.now();
    for (const o of orders.values()) {
      if (o.status === 'created' && o.expiresAt !== null && o.expiresAt + state.closeLateMs <= now) {
        o.status = 'rejected';
        notify(o);
      }
    }
  };

  const decide = (o: FakeBogOrder) => {
    const outcome = o.card?.outcome ?? 'success';
    if (outcome !== 'success') {
      o.status = 'rejected';
      o.rejectCode = outcome === 'insufficient_funds' ? '107' : '101';
      return;
    }
    // create-order: `capture: manual` is a pre-authorisation; get-payment-details: `blocked` -
    // "pre-authorize payment has been completed successfully, but payment amount is blocked and
    // waiting for confirmation". Automatic capture ends `completed`.
    o.status = o.capture === 'manual' ? 'blocked' : 'completed';
    o.transferred = o.capture === 'manual' ? 0 : o.amount;
  };

  const state: FakeBogServer = {
    baseUrl: '',
    apiUrl: '',
    authUrl: '',
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    clientId,
    clientSecret,
    tokensIssued: 0,
    charges: 0,
    requests: [],
    orders,
    callbacks,
    pay(orderId, card = {}) {
      expireDue();
      const o = orders.get(orderId);
      if (!o) throw new Error(`no order ${orderId}`);
      if (o.status !== 'created') throw new Error(`order ${orderId} is ${o.status}, not open for payment`);
      const method = card.method ?? 'card';
      // create-order `payment_method` (an array: external-orders/external-googlepay sends
      // ["google_pay"]): the page offers only the methods listed. The introduction: "The customer
      // enters the card or internet banking details" - without it, any method (issue 39 item 4).
      if (o.paymentMethods && !o.paymentMethods.includes(method)) throw new Error(`order ${orderId} does not offer ${method}`);
      o.card = {
        payerIdentifier: card.payerIdentifier ?? (method === 'card' ? '548888xxxxxx9893' : ''),
        cardType: card.cardType ?? (method === 'card' ? 'mc' : ''),
        outcome: card.outcome ?? 'success',
        method,
      };
      decide(o);
      return notify(o);
    },
    holdCharges(hold) {
      holdCharges = hold;
    },
    finish(orderId) {
      const o = orders.get(orderId);
      if (!o || o.status !== 'processing') throw new Error(`order ${orderId} is not processing`);
      decide(o);
      return notify(o);
    },
    holdRefunds(hold) {
      holdRefunds = hold;
    },
    finishRefund(orderId) {
      const o = orders.get(orderId);
      if (!o || o.status !== 'refund_requested') throw new Error(`order ${orderId} has no refund in progress`);
      o.refunded += o.refunding;
      o.refunding = 0;
      o.status = o.refunded === o.transferred ? 'refunded' : 'refunded_partially';
      return notify(o);
    },
    expireTokens() {
      tokens.clear();
    },
    fault(match, fault) {
      faults.push({ match, fault });
    },
    ageIdempotencyKeys(ms) {
      for (const [k, v] of idempotent) if (v.at <= Date.now() - ms) idempotent.delete(k);
    },
    now: () => Date.now(),
    closeLateMs: 0,
    refundedParentsAccepted: true,
    statementOf(orderId) {
      const o = orders.get(orderId);
      if (!o) throw new Error(`no order ${orderId}`);
      const first = o.basket[0] as { description?: string } | undefined;
      return (first?.description ?? '').slice(0, 25);
    },
    refuse(match, status, times) {
      for (let i = 0; i < times; i += 1) faults.push({ match, fault: { status } });
    },
    signCallback,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const handle = (req: http.IncomingMessage, raw: string, reply: (status: number, body?: unknown) => void) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    const method = req.method ?? '';
    let body: unknown = null;
    try {
      body = raw && req.headers['content-type']?.includes('json') ? JSON.parse(raw) : raw;
    } catch {
      return reply(400, { message: 'invalid json' });
    }
    state.requests.push({ method, path, headers: req.headers, body });
    expireDue();

    // authentication: `POST` the token endpoint with Basic client_id:client_secret and
    // `grant_type=client_credentials`; the answer carries access_token, token_type Bearer, expires_in.
    if (method === 'POST' && path === '/oauth/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected || raw !== 'grant_type=client_credentials') return reply(401, { error: 'invalid_client' });
      const token = randomUUID();
      const life = options.tokenLifeSeconds ?? 3600;
      tokens.set(token, Date.now() + life * 1000);
      state.tokensIssued += 1;
      return reply(200, { access_token: token, token_type: 'Bearer', expires_in: life });
    }

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expiry = bearer ? tokens.get(bearer) : undefined;
    if (!expiry || expiry < Date.now()) return reply(401, { message: 'Unauthorized' });

    // Every write page: "Subsequent requests to the same API endpoint with the same Idempotency-Key
    // header will result in the server returning the same status code and response body as the
    // initial request." No lifetime is documented; `ageIdempotencyKeys` forgets them on demand.
    const key = req.headers['idempotency-key'];
    const idemKey = typeof key === 'string' ? `${method} ${path} ${key}` : null;
    const seen = idemKey ? idempotent.get(idemKey) : undefined;
    if (seen) return reply(seen.status, seen.body);
    const answer = (status: number, out?: unknown) => {
      if (idemKey) idempotent.set(idemKey, { at: Date.now(), status, body: out });
      return reply(status, out);
    };
    const links = (id: string, redirect: boolean) => ({
      details: { href: `${state.apiUrl}/receipt/${id}` },
      ...(redirect ? { redirect: { href: `${state.baseUrl}/payment/${id}` } } : {}),
    });
    const b = (body ?? {}) as {
      callback_url?: string;
      external_order_id?: string;
      capture?: string;
      purchase_units?: { total_amount?: number; currency?: string; basket?: unknown[] };
      amount?: number | string;
      ttl?: number;
      payment_method?: unknown;
    };
    // create-order: `callback_url` "(must be HTTPS)"; the fake refuses any other address, as
    // offline-payment's `callback_url` too (issue 39 item 3).
    const httpsOnly = (url: string | undefined) => url === undefined || url.startsWith('https://');
    const orderFrom = (parent: FakeBogOrder | null): FakeBogOrder | string => {
      const amount = tetri(b.purchase_units?.total_amount);
      if (!b.callback_url && !parent) return 'callback_url is required';
      if (!httpsOnly(b.callback_url)) return 'callback_url must be HTTPS';
      if (b.payment_method !== undefined && (!Array.isArray(b.payment_method) || b.payment_method.some((m) => typeof m !== 'string')))
        return 'payment_method';
      if (amount === null || !Array.isArray(b.purchase_units?.basket) || b.purchase_units.basket.length === 0) return 'purchase_units';
      const ttl = b.ttl ?? DEFAULT_TTL_MINUTES;
      if (!Number.isInteger(ttl) || ttl < 2 || ttl > 1440) return 'ttl';
      const createdAt = state.now();
      return {
        id: randomUUID(),
        externalOrderId: b.external_order_id ?? null,
        amount,
        transferred: 0,
        refunded: 0,
        refunding: 0,
        currency: b.purchase_units?.currency ?? 'GEL',
        capture: b.capture === 'manual' ? 'manual' : 'automatic',
        callbackUrl: b.callback_url ?? parent!.callbackUrl,
        status: 'created',
        saved: { cards: false, subscriptions: false },
        parentId: parent?.id ?? null,
        card: parent?.card ?? null,
        paymentMethods: Array.isArray(b.payment_method) ? (b.payment_method as string[]) : null,
        rejectCode: null,
        basket: b.purchase_units?.basket ?? [],
        createdAt,
        expiresAt: createdAt + ttl * 60_000,
      };
    };

    // create-order: `POST /ecommerce/orders` answers `{ id, _links: { details, redirect } }`; the
    // customer pays at `_links.redirect.href`.
    if (method === 'POST' && path === '/payments/v1/ecommerce/orders') {
      const o = orderFrom(null);
      if (typeof o === 'string') return answer(400, { message: o });
      orders.set(o.id, o);
      return answer(200, { id: o.id, _links: links(o.id, true) });
    }

    // saved-card/offline and saved-card/recurrent-payment: `PUT /orders/{order_id}/subscriptions`
    // (automatic payments) or `/cards` (customer-present payments), "before redirecting the
    // customer to the payment page"; 202 ACCEPTED.
    let m = /^\/payments\/v1\/orders\/([^/]+)\/(cards|subscriptions)$/.exec(path);
    if (m && method === 'PUT') {
      const o = orders.get(decodeURIComponent(m[1]!));
      if (!o) return answer(404, { message: 'order not found' });
      if (o.status !== 'created') return answer(400, { message: 'the customer has already been to the payment page' });
      o.saved[m[2] as 'cards' | 'subscriptions'] = true;
      return answer(202);
    }

    // saved-card/offline-payment: `POST /ecommerce/orders/{parent_order_id}/subscribe` takes only
    // callback_url and external_order_id; "For the remaining parameters (amount, currency, buyer
    // information, etc.) ... the system will automatically use the values transmitted during the
    // creation of the order corresponding to the parent_order_id." The answer's shape is not shown on
    // the page; the order request's `{ id, _links }` is assumed.
    m = /^\/payments\/v1\/ecommerce\/orders\/([^/]+)\/subscribe$/.exec(path);
    if (m && method === 'POST') {
      const parent = orders.get(decodeURIComponent(m[1]!));
      if (!parent || !parent.saved.subscriptions || !parent.card || parent.transferred === 0)
        return answer(404, { message: 'no card saved for automatic payments on this order' });
      if (!httpsOnly(b.callback_url)) return answer(400, { message: 'callback_url must be HTTPS' });
      const child: FakeBogOrder = {
        ...parent,
        id: randomUUID(),
        externalOrderId: b.external_order_id ?? parent.externalOrderId,
        callbackUrl: b.callback_url ?? parent.callbackUrl,
        transferred: 0,
        refunded: 0,
        refunding: 0,
        status: 'processing',
        saved: { cards: false, subscriptions: false },
        parentId: parent.id,
        rejectCode: null,
        createdAt: state.now(),
        expiresAt: null,
      };
      orders.set(child.id, child);
      state.charges += 1;
      if (!holdCharges) {
        decide(child);
        notify(child);
      }
      return answer(200, { id: child.id, _links: links(child.id, false) });
    }

    // saved-card/recurrent-payment: `POST /ecommerce/orders/{parent_order_id}` with the order
    // request's body: a new order the customer confirms on the bank's page, without typing the card.
    m = /^\/payments\/v1\/ecommerce\/orders\/([^/]+)$/.exec(path);
    if (m && method === 'POST') {
      const parent = orders.get(decodeURIComponent(m[1]!));
      if (!parent || !parent.saved.cards || !parent.card) return answer(404, { message: 'no card saved on this order' });
      if (!state.refundedParentsAccepted && ['refunded', 'refunded_partially', 'refund_requested'].includes(parent.status))
        return answer(400, { message: 'a refunded order cannot be a parent' });
      const o = orderFrom(parent);
      if (typeof o === 'string') return answer(400, { message: o });
      orders.set(o.id, o);
      return answer(200, { id: o.id, _links: links(o.id, true) });
    }

    // get-payment-details: `GET /receipt/{order_id}`.
    m = /^\/payments\/v1\/receipt\/([^/]+)$/.exec(path);
    if (m && method === 'GET') {
      const o = orders.get(decodeURIComponent(m[1]!));
      if (!o) return reply(404, { message: 'order not found' });
      return reply(200, detailsOf(o));
    }

    // refund: `POST /payment/refund/{order_id}` with an optional `amount` (whole when absent) that
    // "cannot exceed the processed amount (transfer_amount)"; partial refunds "can only be called
    // until the full amount is refunded". Answer `{ key: 'request_received', message, action_id }`.
    // The order passes through `refund_requested`; the page does not say how long, so the fake ends
    // it at once as `refunded` or `refunded_partially` and sends the callback.
    m = /^\/payments\/v1\/payment\/refund\/([^/]+)$/.exec(path);
    if (m && method === 'POST') {
      const o = orders.get(decodeURIComponent(m[1]!));
      if (!o) return answer(404, { message: 'order not found' });
      const left = o.transferred - o.refunded;
      // refund: "If the parameter is not included, the entire amount will be refunded" - the whole
      // transfer_amount, which after a partial refund is more than is left (refused below).
      const want = b.amount === undefined ? o.transferred : tetri(b.amount);
      if (!['completed', 'refunded_partially', 'partial_completed'].includes(o.status) || left <= 0)
        return answer(400, { message: 'nothing to refund' });
      if (want === null || want > left) return answer(400, { message: 'amount exceeds transfer_amount' });
      if (holdRefunds) {
        o.refunding = want;
        o.status = 'refund_requested';
      } else {
        o.refunded += want;
        o.status = o.refunded === o.transferred ? 'refunded' : 'refunded_partially';
        notify(o);
      }
      return answer(200, { key: 'request_received', message: 'Refund request received', action_id: randomUUID() });
    }

    // preauthorization/approve (`amount` optional: whole or partial) and preauthorization/reject.
    // After a reject the page names no status; the fake uses `rejected` (assumed, ADR 022).
    m = /^\/payments\/v1\/payment\/authorization\/(approve|cancel)\/([^/]+)$/.exec(path);
    if (m && method === 'POST') {
      const o = orders.get(decodeURIComponent(m[2]!));
      if (!o) return answer(404, { message: 'order not found' });
      if (o.status !== 'blocked') return answer(400, { message: 'not a blocked pre-authorisation' });
      if (m[1] === 'cancel') o.status = 'rejected';
      else {
        const want = b.amount === undefined ? o.amount : tetri(b.amount);
        if (want === null || want > o.amount) return answer(400, { message: 'amount' });
        o.transferred = want;
        o.status = want === o.amount ? 'completed' : 'partial_completed';
      }
      notify(o);
      return answer(200, { key: 'request_received', message: 'Pre-authorization request received', action_id: randomUUID() });
    }

    // saved-card/delete: `DELETE /charges/card/{order_id}`, 202 ACCEPTED.
    m = /^\/payments\/v1\/charges\/card\/([^/]+)$/.exec(path);
    if (m && method === 'DELETE') {
      const o = orders.get(decodeURIComponent(m[1]!));
      if (!o) return answer(404, { message: 'order not found' });
      o.saved = { cards: false, subscriptions: false };
      return answer(202);
    }
    return reply(404, { message: 'not found' });
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const line = `${req.method} ${new URL(req.url ?? '/', 'http://fake').pathname}`;
      const at = faults.findIndex((f) => f.match.test(line));
      const fault = at >= 0 ? faults.splice(at, 1)[0]!.fault : null;
      if (fault && 'status' in fault) {
        if (fault.status === 401) tokens.clear();
        return json(res, fault.status, { message: `fault ${fault.status}` });
      }
      handle(req, raw, (status, body) => {
        if (fault && 'slowMs' in fault) {
          const timer = setTimeout(() => json(res, status, body), fault.slowMs);
          res.on('close', () => clearTimeout(timer));
          return;
        }
        json(res, status, body);
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}`;
  state.apiUrl = `${state.baseUrl}/payments/v1`;
  state.authUrl = `${state.baseUrl}/oauth/token`;
  return state;
}
