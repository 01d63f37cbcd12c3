import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Bank of Georgia Payments API, speaking its documented shapes:
 * OAuth2 client credentials (`POST /oauth/token`, Basic auth), `POST /payments/v1/ecommerce/orders`,
 * `PUT|DELETE /payments/v1/orders/{id}/cards`, `POST /payments/v1/ecommerce/orders/{parent_order_id}`
 * (charge of a saved card), `GET /payments/v1/receipt/{id}`, and callbacks signed SHA256withRSA
 * with its own generated key pair (`Callback-Signature`). Honors `Idempotency-Key`.
 */
export type FakeCardOutcome = 'success' | 'declined' | 'insufficient_funds';

interface FakeOrder {
  id: string;
  externalOrderId: string | null;
  amount: number;
  callbackUrl: string | null;
  status: 'created' | 'completed' | 'rejected';
  saveCard: boolean;
  parentId: string | null;
  card: { payerIdentifier: string; cardType: string; outcome: FakeCardOutcome } | null;
  rejectCode: string | null;
}

export interface FakeBogServer {
  baseUrl: string;
  apiUrl: string;
  authUrl: string;
  publicKeyPem: string;
  clientId: string;
  clientSecret: string;
  /** How many tokens were issued. */
  tokensIssued: number;
  /** Charges of saved cards that created an order (idempotent repeats not counted). */
  charges: number;
  requests: { method: string; path: string; headers: http.IncomingHttpHeaders; body: unknown }[];
  orders: Map<string, FakeOrder>;
  /** The customer pays on the bank page: the order completes and the bank signs a callback. */
  payCardOrder(
    orderId: string,
    card?: { payerIdentifier?: string; cardType?: string; outcome?: FakeCardOutcome },
  ): { body: string; signature: string };
  signCallback(body: string): string;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body?: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
};

export async function startFakeBogServer(
  options: { clientId?: string; clientSecret?: string; tokenLifeSeconds?: number } = {},
): Promise<FakeBogServer> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientId = options.clientId ?? 'orioni-test-client';
  const clientSecret = options.clientSecret ?? 'orioni-test-secret';
  const tokens = new Set<string>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const orders = new Map<string, FakeOrder>();

  const detailsOf = (o: FakeOrder) => ({
    order_id: o.id,
    parent_order_id: o.parentId,
    external_order_id: o.externalOrderId,
    order_status: { key: o.status, value: o.status },
    purchase_units: {
      request_amount: String(o.amount),
      transfer_amount: o.status === 'completed' ? String(o.amount) : '0',
      currency_code: 'GEL',
    },
    payment_detail: o.card
      ? {
          transfer_method: { key: 'card', value: 'Card' },
          payer_identifier: o.card.payerIdentifier,
          card_type: o.card.cardType,
          code: o.status === 'completed' ? '100' : o.rejectCode,
          code_description:
            o.status === 'completed' ? 'Successful payment' : o.rejectCode === '107' ? 'Insufficient funds' : 'Card usage restricted',
        }
      : null,
    reject_reason: o.status === 'rejected' ? (o.rejectCode === '107' ? 'insufficient_funds' : 'declined') : null,
  });

  const signCallback = (body: string) => sign('sha256', Buffer.from(body, 'utf8'), privateKey).toString('base64');

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
    payCardOrder(orderId, card = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      order.status = 'completed';
      order.card = {
        payerIdentifier: card.payerIdentifier ?? '548888xxxxxx9893',
        cardType: card.cardType ?? 'mc',
        outcome: card.outcome ?? 'success',
      };
      const body = JSON.stringify({ event: 'order_payment', zoned_request_time: new Date().toISOString(), body: detailsOf(order) });
      return { body, signature: signCallback(body) };
    },
    signCallback,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = url.pathname;
      let body: unknown = null;
      try {
        body = raw && req.headers['content-type']?.includes('json') ? JSON.parse(raw) : raw;
      } catch {
        return json(res, 400, { message: 'invalid json' });
      }
      state.requests.push({ method: req.method ?? '', path, headers: req.headers, body });

      if (req.method === 'POST' && path === '/oauth/token') {
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
        if (req.headers.authorization !== expected || raw !== 'grant_type=client_credentials')
          return json(res, 401, { error: 'invalid_client' });
        const token = randomUUID();
        tokens.add(token);
        state.tokensIssued += 1;
        return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: options.tokenLifeSeconds ?? 3600 });
      }

      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || !tokens.has(bearer)) return json(res, 401, { message: 'Unauthorized' });
      const key = req.headers['idempotency-key'];
      const idemKey = typeof key === 'string' ? `${req.method} ${path} ${key}` : null;
      if (idemKey && idempotent.has(idemKey)) {
        const seen = idempotent.get(idemKey)!;
        return json(res, seen.status, seen.body);
      }
      const answer = (status: number, out?: unknown) => {
        if (idemKey) idempotent.set(idemKey, { status, body: out });
        return json(res, status, out);
      };
      const links = (id: string) => ({
        details: { href: `${state.apiUrl}/receipt/${id}` },
        redirect: { href: `${state.baseUrl}/payment/${id}` },
      });
      const b = body as {
        callback_url?: string;
        external_order_id?: string;
        purchase_units?: { total_amount?: number; currency?: string; basket?: unknown[] };
        redirect_urls?: { success?: string; fail?: string };
      } | null;

      if (req.method === 'POST' && path === '/payments/v1/ecommerce/orders') {
        if (!b?.callback_url || typeof b.purchase_units?.total_amount !== 'number' || !Array.isArray(b.purchase_units.basket)) {
          return json(res, 400, { message: 'invalid order' });
        }
        const order: FakeOrder = {
          id: randomUUID(),
          externalOrderId: b.external_order_id ?? null,
          amount: b.purchase_units.total_amount,
          callbackUrl: b.callback_url,
          status: 'created',
          saveCard: false,
          parentId: null,
          card: null,
          rejectCode: null,
        };
        orders.set(order.id, order);
        return answer(200, { id: order.id, _links: links(order.id) });
      }

      let m = /^\/payments\/v1\/orders\/([^/]+)\/cards$/.exec(path);
      if (m && (req.method === 'PUT' || req.method === 'DELETE')) {
        const order = orders.get(decodeURIComponent(m[1]!));
        if (!order) return json(res, 404, { message: 'order not found' });
        order.saveCard = req.method === 'PUT';
        return answer(202);
      }

      m = /^\/payments\/v1\/ecommerce\/orders\/([^/]+)$/.exec(path);
      if (m && req.method === 'POST') {
        const parent = orders.get(decodeURIComponent(m[1]!));
        if (!parent || !parent.saveCard || parent.status !== 'completed' || !parent.card)
          return json(res, 404, { message: 'saved card not found' });
        if (typeof b?.purchase_units?.total_amount !== 'number') return json(res, 400, { message: 'invalid order' });
        state.charges += 1;
        const outcome = parent.card.outcome;
        const child: FakeOrder = {
          id: randomUUID(),
          externalOrderId: b.external_order_id ?? null,
          amount: b.purchase_units.total_amount,
          callbackUrl: b.callback_url ?? parent.callbackUrl,
          status: outcome === 'success' ? 'completed' : 'rejected',
          saveCard: false,
          parentId: parent.id,
          card: parent.card,
          rejectCode: outcome === 'insufficient_funds' ? '107' : outcome === 'declined' ? '101' : null,
        };
        orders.set(child.id, child);
        return answer(200, { id: child.id, _links: links(child.id) });
      }

      m = /^\/payments\/v1\/receipt\/([^/]+)$/.exec(path);
      if (m && req.method === 'GET') {
        const order = orders.get(decodeURIComponent(m[1]!));
        if (!order) return json(res, 404, { message: 'order not found' });
        return json(res, 200, detailsOf(order));
      }
      return json(res, 404, { message: 'not found' });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}`;
  state.apiUrl = `${state.baseUrl}/payments/v1`;
  state.authUrl = `${state.baseUrl}/oauth/token`;
  return state;
}
