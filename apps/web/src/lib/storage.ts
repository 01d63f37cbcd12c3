/**
 * Every client storage key of spec section 3 in one place: the token and lang cookies, and the
 * local storage keys. Reads and writes never throw (private mode, full storage).
 */
export const STORAGE_KEYS = {
  lang: 'lang',
  authType: 'authType',
  verifyError: 'verifyError',
  otp: 'otp',
  username: 'username',
  resetKey: 'resetKey',
  activeBillingItem: 'activeBillingItem',
  transactionId: 'transactionId',
  offset: 'offset',
  limit: 'limit',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export const COOKIE_KEYS = { token: 'token', lang: 'lang' } as const;

export const local = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: the value lives for this page only */
    }
  },
  remove(key: StorageKey): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* nothing to remove */
    }
  },
};

/** The request's cookies while the server renders a page for it (`withServerCookies`), else none. */
let serverCookies: Readonly<Record<string, string>> | null = null;

/**
 * Runs a synchronous server render with `cookies` as the cookies `getCookie` reads (the server
 * renders a signed-in page for the session of the request's `token` cookie). Synchronous, so
 * concurrent renders never see each other's cookies.
 */
export function withServerCookies<T>(cookies: Readonly<Record<string, string>>, render: () => T): T {
  serverCookies = cookies;
  try {
    return render();
  } finally {
    serverCookies = null;
  }
}

export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return serverCookies?.[name] ?? null; // rendered on the server
  const prefix = `${name}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return null;
}

export function setCookie(name: string, value: string, maxAgeDays = 365): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeDays * 86400}; SameSite=Strict${secure}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Strict`;
}
