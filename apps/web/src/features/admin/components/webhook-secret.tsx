import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useIntegrationsText } from '../integrations-messages';

/**
 * A signing secret, shown the one time the API sends it (after an endpoint is added, after a
 * rotation): the warning that it will not be shown again, the secret in a read-only field (focus
 * lands there, so a screen reader reads it with the warning), and a copy button whose outcome is
 * announced. Nothing keeps it: it is gone with the dialog.
 */
export function WebhookSecret({ secret }: { secret: string }) {
  const text = useIntegrationsText();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('copied');
    } catch {
      input.current?.select();
      setCopied('copyFailed');
    }
  };
  return (
    <div className="form-stack integrations-secret">
      <p id={`${id}-warning`} className="integrations-warning">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M12 3.5 2.8 19.5h18.4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <path d="M12 10v4.5M12 17.2v.1" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span>{text.secretWarning}</span>
      </p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-secret`}>
          {text.secretLabel}
        </label>
        <div className="integrations-secret__row">
          <input
            ref={input}
            id={`${id}-secret`}
            className="field__input integrations-secret__value"
            value={secret}
            readOnly
            spellCheck={false}
            autoComplete="off"
            aria-describedby={`${id}-warning`}
            onFocus={(e) => e.target.select()}
            data-testid="webhook-secret"
          />
          <Button variant="secondary" onClick={() => void copy()} icon={<CopyIcon />}>
            {text.copy}
          </Button>
        </div>
      </div>
      <div role="status" className="integrations-live">
        {copied ? (
          <p className={`admin-notice ${copied === 'copied' ? 'admin-notice--success' : 'admin-notice--error'}`}>{text[copied]}</p>
        ) : null}
      </div>
    </div>
  );
}

const CopyIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);
