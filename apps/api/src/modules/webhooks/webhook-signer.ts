import { WEBHOOK_HEADERS } from '@orioni/contracts/webhooks';
import { Webhook } from 'standardwebhooks';

/**
 * The Standard Webhooks headers of one try (issue 42 item 2): `webhook-id` (the message's, the same on
 * every try and replay: a receiver drops repeats by it), `webhook-timestamp` (the try's time, Unix
 * seconds) and `webhook-signature` (`v1,` + the base64 HMAC-SHA256 of `id.timestamp.body`). While a
 * rotated-out secret still signs, both signatures, space-separated, the new one first: a receiver
 * holding either verifies.
 */
export function signedHeaders(input: {
  messageId: string;
  at: Date;
  body: string;
  secret: string;
  previousSecret?: string | null;
}): Record<string, string> {
  const signatures = [input.secret, ...(input.previousSecret ? [input.previousSecret] : [])].map((secret) =>
    new Webhook(secret).sign(input.messageId, input.at, input.body),
  );
  return {
    [WEBHOOK_HEADERS.id]: input.messageId,
    [WEBHOOK_HEADERS.timestamp]: String(Math.floor(input.at.getTime() / 1000)),
    [WEBHOOK_HEADERS.signature]: signatures.join(' '),
  };
}
