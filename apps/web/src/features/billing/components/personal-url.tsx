import { useEffect, useRef, useState } from 'react';
import { TIMINGS_MS } from '@orioni/contracts/spec-constants';
import { Button } from '@/components/ui/button';
import { useBillingText } from '../billing-messages';

/** The customer's personal URL from their notes, with a copy button and a 2.5 s toast (spec section 2). */
export function PersonalUrl({ url }: { url: { href: string; text: string } }) {
  const text = useBillingText();
  const [toast, setToast] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    let done = false;
    try {
      await navigator.clipboard.writeText(url.text);
      done = true;
    } catch {
      done = false;
    }
    setToast(done ? text.copied : text.copyFailed);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setToast(null), TIMINGS_MS.copyToast);
  };
  return (
    <section className="personal-url" aria-labelledby="personal-url-label">
      <span className="personal-url__label" id="personal-url-label">
        {text.personalUrl}
      </span>
      <a className="personal-url__link" href={url.href} target="_blank" rel="noreferrer noopener" data-testid="personal-url">
        {url.text}
      </a>
      <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={text.copyUrl} data-testid="copy-url">
        {text.copy}
      </Button>
      <div className={`toast ${toast ? 'toast--visible' : ''}`} role="status" aria-live="polite" data-testid="copy-toast">
        {toast}
      </div>
    </section>
  );
}
