/**
 * A card-add return address must be a path of this site (`/cart/default/success`) or an absolute
 * URL under PUBLIC_URL; anything else would make us an open redirect. Returns the absolute URL.
 */
export function resolveRedirectUrl(value: string, publicUrl: string): string | null {
  const text = value.trim();
  // No control characters, backslashes or protocol-relative tricks.
  // eslint-disable-next-line no-control-regex
  if (!text || /[\u0000-\u001f\u007f\\]/.test(text)) return null;
  const base = new URL(publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`);
  let url: URL;
  try {
    if (text.startsWith('/')) {
      if (text.startsWith('//')) return null;
      url = new URL(text, base.origin);
    } else {
      url = new URL(text);
    }
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== base.origin || url.username || url.password) return null;
  if (!url.pathname.startsWith(base.pathname)) return null;
  return url.toString();
}
