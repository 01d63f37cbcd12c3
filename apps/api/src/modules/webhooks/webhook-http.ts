import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** How much of an answer (or of what went wrong) a try keeps: the first 1,000 characters. */
export const RESPONSE_LIMIT = 1000;

/** One try's answer: its status (null: none came), the start of its body or of the error, how long it took. */
export interface PostResult {
  statusCode: number | null;
  response: string;
  durationMs: number;
}

/** Posts one signed message; never throws (a refusal or a network error is a result without a status). */
export type WebhookPost = (url: string, headers: Record<string, string>, body: string) => Promise<PostResult>;

/** Resolves a host name to every address it has (tests pass their own). */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Why an address may not be called, or null when it is a public unicast one: loopback, private,
 * link-local (169.254.0.0/16, the cloud metadata address among them), unique-local, carrier-grade NAT,
 * unspecified, broadcast, multicast, reserved and the IPv6 ranges that embed an IPv4 one (`ipaddr.js`'s
 * range names; an IPv4-mapped IPv6 address is judged as its IPv4 address).
 */
export function refusedRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'invalid';
  const range = ipaddr.process(address).range();
  return range === 'unicast' ? null : range;
}

/** The host of a URL as an address or a name (an IPv6 literal without its brackets). */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * What is wrong with an endpoint's address before it is saved, when the guard is on (production): not
 * https, or an IP literal that is not a public unicast address. A name is resolved at each try instead.
 */
export function urlRefusal(url: string, allowPrivate: boolean): 'WEBHOOK_URL_NOT_HTTPS' | 'WEBHOOK_URL_PRIVATE' | null {
  if (allowPrivate) return null;
  const target = new URL(url);
  if (target.protocol !== 'https:') return 'WEBHOOK_URL_NOT_HTTPS';
  const host = hostOf(target);
  if (net.isIP(host) && refusedRange(host)) return 'WEBHOOK_URL_PRIVATE';
  return null;
}

class Refused extends Error {}

/**
 * The poster of every try (issue 42 item 4): Node's own http/https request with a lookup that answers
 * the one address this try resolved and checked, so the socket connects to what was checked (a name
 * that changes its answer between the check and the connection, DNS rebinding, gains nothing). With
 * the guard on (`allowPrivate` false: production), only https and only public unicast addresses. A
 * timeout over the whole try; redirects never followed (a 3xx is an answer like any other); the body
 * read up to RESPONSE_LIMIT characters, then the connection dropped.
 */
export function guardedPoster(options: { timeoutMs: number; allowPrivate: boolean; resolve?: Resolve }): WebhookPost {
  const resolve = options.resolve ?? systemResolve;
  return async (url, headers, body) => {
    const started = performance.now();
    const took = () => Math.round(performance.now() - started);
    const timeout = new AbortController();
    const late = `no answer within ${options.timeoutMs} ms`;
    const timer = setTimeout(() => timeout.abort(), options.timeoutMs);
    const deadline = new Promise<never>((_, reject) => timeout.signal.addEventListener('abort', () => reject(new Error(late))));
    deadline.catch(() => undefined);
    try {
      const target = new URL(url);
      if (!options.allowPrivate && target.protocol !== 'https:') throw new Refused('refused: only https endpoints are called');
      if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new Refused(`refused: ${target.protocol} is not http(s)`);
      const address = await Promise.race([pinnedAddress(target, resolve, options.allowPrivate), deadline]);
      // An answer whose body is still coming when the time is up keeps its status (the body read so far).
      const answer = await send(target, address, headers, body, timeout.signal);
      return { ...answer, durationMs: took() };
    } catch (error) {
      const message = timeout.signal.aborted ? late : error instanceof Error ? error.message : String(error);
      return { statusCode: null, response: message.slice(0, RESPONSE_LIMIT), durationMs: took() };
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The address this try connects to: the literal itself, or the name's first address; every one checked. */
async function pinnedAddress(target: URL, resolve: Resolve, allowPrivate: boolean): Promise<{ address: string; family: number }> {
  const host = hostOf(target);
  const family = net.isIP(host);
  const addresses = family ? [{ address: host, family }] : await resolve(host);
  if (addresses.length === 0) throw new Error(`${host} has no address`);
  if (!allowPrivate) {
    for (const { address } of addresses) {
      const range = refusedRange(address);
      if (range) throw new Refused(`refused: ${host} resolves to ${address}, a ${range} address (only public addresses are called)`);
    }
  }
  return addresses[0]!;
}

function send(
  target: URL,
  pinned: { address: string; family: number },
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
): Promise<Omit<PostResult, 'durationMs'>> {
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const payload = Buffer.from(body, 'utf8');
  return new Promise((resolve, reject) => {
    let answer: { statusCode: number | null; text: string } | undefined;
    const done = () => resolve({ statusCode: answer!.statusCode, response: answer!.text.slice(0, RESPONSE_LIMIT) });
    const request = (target.protocol === 'https:' ? https : http).request(
      target,
      {
        method: 'POST',
        agent: false,
        lookup,
        signal,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(payload.length),
          'user-agent': 'Orioni-Webhooks/1.0',
        },
      },
      (response) => {
        const read = (answer = { statusCode: response.statusCode ?? null, text: '' });
        const enough = () => {
          done();
          response.destroy();
          request.destroy();
        };
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          read.text += chunk;
          if (read.text.length >= RESPONSE_LIMIT) enough();
        });
        response.on('end', done);
        response.on('error', done);
        response.on('close', done);
      },
    );
    // A failure before the answer began (refused, reset, the timeout) is the try's error; after it, the answer stands.
    request.on('error', (error) => (answer ? done() : reject(error)));
    request.end(payload);
  });
}
