import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** How long a rotated-out secret still signs beside the new one (issue 42 item 2). */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60_000;

/** A new signing secret as Standard Webhooks writes them: `whsec_` and the base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The secrets at rest (ADR 047): AES-256-GCM under a key derived with HKDF-SHA256 from ACCOUNTS_SECRET,
 * so a copy of the database alone signs nothing. A stored value is `v1.<iv>.<tag>.<ciphertext>` (base64).
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(accountsSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', accountsSecret, 'orioni-webhooks', 'webhook-signing-secret-v1', 32));
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), sealed.toString('base64')].join('.');
  }

  open(stored: string): string {
    const [version, iv, tag, sealed] = stored.split('.');
    if (version !== 'v1' || !iv || !tag || sealed === undefined) throw new Error('a webhook secret is stored in an unknown form');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
  }
}
