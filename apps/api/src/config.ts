import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_RETRY_DAYS } from '@orioni/contracts/billing-rules';
import { z } from 'zod';

/** The checkout's root: the nearest folder above this module holding apps/api (the same from src/ and from the compiled dist/). */
export const REPO_ROOT = ((): string => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'apps/api/package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the repository root above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
})();

/**
 * `TRUST_PROXY`: `true`/`1` trusts one hop (the balancer in front), a number N trusts N hops, and a
 * comma list trusts those addresses or CIDR ranges. The client address is then the right-most
 * X-Forwarded-For entry that is not a trusted hop, never the first entry, which the client writes itself.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string => {
    const value = (v ?? '').trim();
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value)) return Number(value);
    if (/^[0-9a-fA-F.:/,\s]+$/.test(value)) return value;
    ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be true, false, a number of hops, or a comma list of addresses' });
    return z.NEVER;
  });
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

/**
 * Every environment variable the API reads, parsed in this one place. The README's
 * configuration table lists the same names.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: trustProxy,
  /**
   * `auto`: HSTS and `upgrade-insecure-requests` on answers to HTTPS requests only (with TRUST_PROXY,
   * the balancer's X-Forwarded-Proto); `always`: on every answer (a site reached only over HTTPS).
   */
  HTTPS_HEADERS: z.enum(['auto', 'always']).default('auto'),
  DATABASE_URL: optionalText,
  DATA_DIR: z.string().default('./data'),
  SEED_ON_START: z.enum(['auto', 'always', 'never']).default('auto'),
  WEB_DIST: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Orioni <no-reply@orioni.ge>'),
  STAFF_EMAIL: z.string().default('sales@orioni.ge'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 24),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().positive().default(30),
  CONTENT_MAX_AGE_SECONDS: z.coerce.number().int().min(0).default(60),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'bog']).default('sandbox'),
  SANDBOX_GATEWAY_SECRET: optionalText,
  /** Keys the stored hashes of one-time codes (HMAC) and signs the device cookies of sign-ins. */
  ACCOUNTS_SECRET: optionalText,
  BOG_CLIENT_ID: optionalText,
  BOG_CLIENT_SECRET: optionalText,
  BOG_API_URL: z.string().default('https://api.bog.ge/payments/v1'),
  BOG_AUTH_URL: z.string().default('https://oauth2.bog.ge/auth/realms/bog/protocol/openid-connect/token'),
  BOG_PUBLIC_KEY: optionalText,
  /** Each call to the Bank of Georgia gives up after this long (a few seconds; ADR 022). */
  BOG_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  TRACKER_ORIGINS: optionalText,
  /** How often each instance runs a renewal pass; 0 switches the renewal worker off. */
  BILLING_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** How often the event worker reads what a crash or a failing consumer left (ADR 043). */
  EVENTS_INTERVAL_MS: z.coerce.number().int().min(100).default(2_000),
  /** Days after the due date on which a refused renewal is tried again. */
  RENEWAL_RETRY_DAYS: z
    .string()
    .regex(/^\s*\d{1,3}(\s*,\s*\d{1,3})*\s*$/, 'a comma-separated list of day counts, e.g. 1,3,7')
    .default(DEFAULT_RETRY_DAYS.join(',')),
  /** How long a stopping instance waits for requests in flight before it closes what is left and exits. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** The seller printed on every receipt and credit note (issue 28 item 1). */
  SELLER_NAME: z.string().trim().min(1).default('შპს ორიონი (Orioni LLC)'),
  SELLER_ID: z.string().trim().min(1).default('405512345'),
  SELLER_ADDRESS: z.string().trim().min(1).default('ვაჟა-ფშაველას გამზ. 71, თბილისი 0186, საქართველო'),
  /** The same address as English and Russian documents print it (issue 39 item 28: they printed it in Georgian). */
  SELLER_ADDRESS_EN: z.string().trim().min(1).default('71 Vazha-Pshavela Avenue, Tbilisi 0186, Georgia'),
  SELLER_ADDRESS_RU: z.string().trim().min(1).default('проспект Важа-Пшавела, 71, Тбилиси 0186, Грузия'),
  SELLER_IBAN: z.string().trim().min(1).default('GE29TB7777777777777777'),
  /** Whether the seller is registered for VAT (issue 41): prices then include VAT and every document shows it. */
  SELLER_VAT_PAYER: z.enum(['true', 'false']).default('false'),
  /** The VAT rate in percent (Georgia: 18), up to two decimals. */
  SELLER_VAT_RATE: z.coerce.number().min(0).max(100).multipleOf(0.01).default(18),
  /**
   * The Revenue Service's service user and password (issue 41 item 3, ADR 046). Unset (the default, and
   * every development start): no tax invoice is sent and no number looked up; the statuses say so.
   */
  RSGE_SERVICE_USER: optionalText,
  RSGE_SERVICE_PASSWORD: optionalText,
  /** The electronic invoice service (ntosservice) and the waybill service that answers the tax-number lookups. */
  RSGE_INVOICE_URL: z.string().url().default('https://www.revenue.mof.ge/ntosservice/ntosservice.asmx'),
  RSGE_WAYBILL_URL: z.string().url().default('https://services.rs.ge/WayBillService/WayBillService.asmx'),
  /** Each call to the Revenue Service gives up after this long. */
  RSGE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** How often each instance sends waiting tax invoices and reads the buyers' answers. */
  RSGE_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** How often each instance tries the webhook deliveries that are due (issue 42); 0 switches the worker off. */
  WEBHOOKS_INTERVAL_MS: z.coerce.number().int().min(0).default(1_000),
  /** Each try of a webhook gives up after this long (connection, answer and the start of its body). */
  WEBHOOKS_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(10_000),
  /**
   * Outside production, endpoints at private addresses (loopback, the LAN) and over http are called, for
   * a receiver on the developer's machine; `false` guards as production does. Production refuses `true`.
   */
  WEBHOOKS_ALLOW_PRIVATE: z.enum(['true', 'false']).optional(),
  /** Development routes (`/api/dev/*`) that let journeys age a subscription; refused in production. */
  DEV_TOOLS: z.enum(['true', 'false']).default('false'),
  /** The Prometheus endpoint's own port (ADR 035); unset: no metrics listener. 0 picks a free port (tests). */
  METRICS_PORT: optionalText.pipe(z.coerce.number<string | undefined>().int().min(0).max(65535).optional()),
  /** Where the metrics listener binds; HOST when unset. */
  METRICS_HOST: optionalText,
  /** When set, the metrics listener answers only `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: optionalText,
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  /** Fastify's `trustProxy`: false, a number of trusted hops, or trusted addresses. */
  trustProxy: false | number | string;
  /** `HTTPS_HEADERS`: when production answers carry HSTS and `upgrade-insecure-requests`. */
  httpsHeaders: Env['HTTPS_HEADERS'];
  databaseUrl: string | undefined;
  dataDir: string;
  seedOnStart: Env['SEED_ON_START'];
  webDist: string;
  mail: { smtpUrl: string | undefined; from: string; staffEmail: string };
  session: { idleMinutes: number; absoluteDays: number };
  content: { maxAgeSeconds: number };
  payments: {
    gateway: Env['PAYMENT_GATEWAY'];
    sandboxSecret: string;
    bog: { clientId?: string; clientSecret?: string; apiUrl: string; authUrl: string; publicKey?: string; timeoutMs?: number };
  };
  /** Extra origins (tracker, chat widget) allowed by the content security policy. */
  trackerOrigins: string[];
  billing: { intervalMs: number; retryDays: number[] };
  events: { intervalMs: number };
  devTools: boolean;
  shutdownTimeoutMs: number;
  /** The seller's details on payment documents (`SELLER_*`). */
  seller: {
    name: string;
    /** The seller's tax number (9 digits in Georgia). */
    id: string;
    address: Record<'KA' | 'EN' | 'RU', string>;
    iban: string;
    /** VAT included in prices (`SELLER_VAT_*`): the rate in basis points (1800 = 18%); null when the seller is not a VAT payer. */
    vatRateBp: number | null;
  };
  /** The Revenue Service (`RSGE_*`, ADR 046): `credentials` undefined means nothing is sent. */
  rsge: {
    credentials: { user: string; password: string } | undefined;
    invoiceUrl: string;
    waybillUrl: string;
    timeoutMs: number;
    intervalMs: number;
  };
  /** `ACCOUNTS_SECRET`: the key of the one-time codes' HMAC and of the device cookies' signature (and of the webhook secrets at rest). */
  accountsSecret: string;
  /**
   * Signed webhooks (`WEBHOOKS_*`, issue 42): the worker's interval (0: off), each try's timeout, and
   * whether private addresses and http are called (never in production).
   */
  webhooks: { intervalMs: number; timeoutMs: number; allowPrivate: boolean };
  /** The Prometheus endpoint (ADR 035): off while `port` is undefined. */
  metrics: { port: number | undefined; host: string; token: string | undefined };
}

/** Addresses only this machine can reach. */
const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/i;

/**
 * The warning a start logs when `TRUST_PROXY` is a hop count while the server listens beyond
 * loopback (issue 25 item 19): every hop is then trusted whoever it is, so a caller that reaches
 * this instance directly writes its own client address into X-Forwarded-For and escapes the
 * per-address limits. Named balancers (addresses or ranges) are trusted as themselves only.
 */
export function trustProxyWarning(config: Pick<AppConfig, 'trustProxy' | 'host'>): string | undefined {
  if (typeof config.trustProxy !== 'number' || LOOPBACK_HOSTS.test(config.host.trim())) return undefined;
  return (
    `TRUST_PROXY=${config.trustProxy} trusts X-Forwarded-For from whoever connects, and HOST=${config.host} listens beyond ` +
    'this machine: a caller that reaches this instance directly chooses its own client address and escapes the ' +
    "per-address limits. Set TRUST_PROXY to the balancers' addresses or ranges (e.g. TRUST_PROXY=10.0.0.2,10.0.0.3), " +
    'or listen on 127.0.0.1 behind a balancer on this machine.'
  );
}

/** The sandbox gateway's signing secret outside production; production refuses it. */
export const DEVELOPMENT_SANDBOX_SECRET = 'development-only-sandbox-secret';

/** The accounts secret outside production; production refuses it. */
export const DEVELOPMENT_ACCOUNTS_SECRET = 'development-only-accounts-secret';

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.SMTP_URL) {
    throw new ConfigError('SMTP_URL is required when NODE_ENV=production: set it to smtp(s)://user:pass@host:port.');
  }
  if (isProduction && e.PAYMENT_GATEWAY === 'sandbox' && !e.SANDBOX_GATEWAY_SECRET) {
    throw new ConfigError('SANDBOX_GATEWAY_SECRET is required for the sandbox gateway when NODE_ENV=production.');
  }
  if (
    isProduction &&
    e.SANDBOX_GATEWAY_SECRET &&
    (e.SANDBOX_GATEWAY_SECRET === DEVELOPMENT_SANDBOX_SECRET || e.SANDBOX_GATEWAY_SECRET.length < 32)
  ) {
    throw new ConfigError(
      'SANDBOX_GATEWAY_SECRET is a development value or shorter than 32 characters; production needs its own secret (e.g. `openssl rand -hex 32`).',
    );
  }
  if (isProduction && !e.ACCOUNTS_SECRET) {
    throw new ConfigError(
      'ACCOUNTS_SECRET is required when NODE_ENV=production: it keys the stored one-time codes and signs device cookies (e.g. `openssl rand -hex 32`).',
    );
  }
  if (isProduction && e.ACCOUNTS_SECRET && (e.ACCOUNTS_SECRET === DEVELOPMENT_ACCOUNTS_SECRET || e.ACCOUNTS_SECRET.length < 32)) {
    throw new ConfigError(
      'ACCOUNTS_SECRET is a development value or shorter than 32 characters; production needs its own secret (e.g. `openssl rand -hex 32`).',
    );
  }
  if (isProduction && e.DEV_TOOLS === 'true') throw new ConfigError('DEV_TOOLS=true is refused when NODE_ENV=production.');
  if (isProduction && e.WEBHOOKS_ALLOW_PRIVATE === 'true') {
    throw new ConfigError(
      'WEBHOOKS_ALLOW_PRIVATE=true is refused when NODE_ENV=production: webhooks are sent only to https endpoints at public addresses there.',
    );
  }
  if (e.PAYMENT_GATEWAY === 'bog' && (!e.BOG_CLIENT_ID || !e.BOG_CLIENT_SECRET)) {
    throw new ConfigError('PAYMENT_GATEWAY=bog needs BOG_CLIENT_ID and BOG_CLIENT_SECRET.');
  }
  if (Boolean(e.RSGE_SERVICE_USER) !== Boolean(e.RSGE_SERVICE_PASSWORD)) {
    throw new ConfigError('RSGE_SERVICE_USER and RSGE_SERVICE_PASSWORD are set together or not at all (the Revenue Service needs both).');
  }
  if (isProduction && e.PAYMENT_GATEWAY === 'bog' && !e.BOG_PUBLIC_KEY) {
    throw new ConfigError(
      "PAYMENT_GATEWAY=bog needs BOG_PUBLIC_KEY when NODE_ENV=production: without the bank's callback-signing public key (PEM) every callback is refused.",
    );
  }
  // create-order: `callback_url` "(must be HTTPS)"; the callback address is PUBLIC_URL's (issue 39 item 3).
  if (isProduction && e.PAYMENT_GATEWAY === 'bog' && !/^https:\/\//i.test(e.PUBLIC_URL ?? '')) {
    throw new ConfigError(
      `PAYMENT_GATEWAY=bog needs PUBLIC_URL to be an https:// address when NODE_ENV=production (it is ${e.PUBLIC_URL ? `"${e.PUBLIC_URL}"` : 'not set'}): the bank's callback address is built from it, and the bank takes HTTPS callback addresses only.`,
    );
  }
  const config: AppConfig = {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY,
    httpsHeaders: e.HTTPS_HEADERS,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    seedOnStart: e.SEED_ON_START,
    webDist: e.WEB_DIST ? path.resolve(REPO_ROOT, e.WEB_DIST) : path.join(REPO_ROOT, 'apps/web/dist'),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, staffEmail: e.STAFF_EMAIL },
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, absoluteDays: e.SESSION_ABSOLUTE_DAYS },
    content: { maxAgeSeconds: e.CONTENT_MAX_AGE_SECONDS },
    payments: {
      gateway: e.PAYMENT_GATEWAY,
      sandboxSecret: e.SANDBOX_GATEWAY_SECRET ?? DEVELOPMENT_SANDBOX_SECRET,
      bog: {
        clientId: e.BOG_CLIENT_ID,
        clientSecret: e.BOG_CLIENT_SECRET,
        apiUrl: e.BOG_API_URL,
        authUrl: e.BOG_AUTH_URL,
        publicKey: e.BOG_PUBLIC_KEY,
        timeoutMs: e.BOG_TIMEOUT_MS,
      },
    },
    trackerOrigins: (e.TRACKER_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    billing: {
      intervalMs: e.BILLING_INTERVAL_MS,
      retryDays: e.RENEWAL_RETRY_DAYS.split(',')
        .map((d) => Number(d.trim()))
        .sort((a, b) => a - b),
    },
    events: { intervalMs: e.EVENTS_INTERVAL_MS },
    devTools: e.DEV_TOOLS === 'true',
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    accountsSecret: e.ACCOUNTS_SECRET ?? DEVELOPMENT_ACCOUNTS_SECRET,
    seller: {
      name: e.SELLER_NAME,
      id: e.SELLER_ID,
      address: { KA: e.SELLER_ADDRESS, EN: e.SELLER_ADDRESS_EN, RU: e.SELLER_ADDRESS_RU },
      iban: e.SELLER_IBAN,
      vatRateBp: e.SELLER_VAT_PAYER === 'true' ? Math.round(e.SELLER_VAT_RATE * 100) : null,
    },
    rsge: {
      credentials:
        e.RSGE_SERVICE_USER && e.RSGE_SERVICE_PASSWORD ? { user: e.RSGE_SERVICE_USER, password: e.RSGE_SERVICE_PASSWORD } : undefined,
      invoiceUrl: e.RSGE_INVOICE_URL,
      waybillUrl: e.RSGE_WAYBILL_URL,
      timeoutMs: e.RSGE_TIMEOUT_MS,
      intervalMs: e.RSGE_INTERVAL_MS,
    },
    webhooks: {
      intervalMs: e.WEBHOOKS_INTERVAL_MS,
      timeoutMs: e.WEBHOOKS_TIMEOUT_MS,
      allowPrivate: !isProduction && e.WEBHOOKS_ALLOW_PRIVATE !== 'false',
    },
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST ?? e.HOST, token: e.METRICS_TOKEN },
  };
  return { ...config, ...overrides };
}
