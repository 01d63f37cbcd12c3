import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

/** What a secret is replaced by in a log line (the same as the logger's `redact` censor). */
export const REDACTED = '[redacted]';

/**
 * Query parameters whose value is a secret or a link's personal part, compared without letter
 * case: the e-mail links (`?verificationCode=`, `?otp=&username=`), reset keys, tokens and codes
 * in any other query (issue 25 item 14).
 */
const SECRET_PARAMS = new Set(
  [
    'verificationCode',
    'otp',
    'username',
    'code',
    'resetKey',
    'resetToken',
    'token',
    'accessToken',
    'access_token',
    'refreshToken',
    'refresh_token',
    'idToken',
    'id_token',
    'password',
    'newPassword',
    'oldPassword',
    'secret',
    'signature',
    'key',
  ].map((name) => name.toLowerCase()),
);

/** Paths that carry a secret in a segment: the sandbox bank's card page names its order, which is all it asks. */
const SECRET_SEGMENTS = [/(\/sandbox-gateway\/pay\/)[^/?#\s]+/g];

const decodedName = (name: string): string => {
  try {
    return decodeURIComponent(name.replaceAll('+', ' ')).trim().toLowerCase();
  } catch {
    return name.toLowerCase();
  }
};

/** A request URL as the log may keep it: the values of secret parameters and secret path segments replaced. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  let path = mark < 0 ? url : url.slice(0, mark);
  for (const segment of SECRET_SEGMENTS) path = path.replace(segment, `$1${REDACTED}`);
  if (mark < 0) return path;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0 || !SECRET_PARAMS.has(decodedName(pair.slice(0, equals)))) return pair;
      return `${pair.slice(0, equals)}=${REDACTED}`;
    })
    .join('&');
  return `${path}?${query}`;
}

/** URLs inside free text (messages, error messages, stacks): the same rule for every URL-like run. */
const URL_IN_TEXT = /\/[^\s"'<>`]*(?:\?[^\s"'<>`]*)?/g;

/** Text as the log may keep it: every URL in it redacted. */
export function redactText(text: string): string {
  return text.includes('?') || text.includes('/sandbox-gateway/') ? text.replace(URL_IN_TEXT, redactUrl) : text;
}

/**
 * An error as pino's own serializer writes it (type, message, stack, its own fields, cause), with
 * every text redacted: an error's message may quote the URL it failed on.
 */
function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message: redactText(error.message),
    stack: redactText(error.stack ?? ''),
  };
  for (const [name, value] of Object.entries(error)) {
    if (!(name in serialized)) serialized[name] = typeof value === 'string' ? redactText(value) : value;
  }
  if (error.cause !== undefined) serialized.cause = serializeError(error.cause);
  if (error instanceof AggregateError) serialized.aggregateErrors = error.errors.map(serializeError);
  return serialized;
}

/**
 * The logger's options that keep secrets out of every line: the request's URL, the messages and the
 * errors' messages and stacks pass through {@link redactUrl} and {@link redactText}. pino's `redact`
 * works on object paths only, never inside a string such as `req.url`.
 */
export function redactingLoggerOptions(): Pick<LoggerOptions, 'serializers' | 'hooks'> {
  return {
    serializers: {
      // Fastify's own request serializer, with the URL redacted.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        version: request.headers?.['accept-version'],
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: serializeError,
    },
    hooks: {
      logMethod(args, method) {
        for (let i = 0; i < args.length; i += 1) {
          const arg: unknown = args[i];
          if (typeof arg === 'string') args[i] = redactText(arg);
        }
        method.apply(this, args as Parameters<typeof method>);
      },
    },
  };
}
