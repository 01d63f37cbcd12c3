import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@orioni/contracts/spec-constants';
import { I18nProvider } from '@/lib/i18n';
import { Resend } from './components/verify-views';

/** The web's resend countdown starts from the one constant the server's refusal also uses (apps/api accounts tests). */
const limits = LIMITS as { resendSeconds: number };
const original = LIMITS.resendSeconds;
afterEach(() => {
  limits.resendSeconds = original;
});

const render = () =>
  renderToString(
    createElement(
      QueryClientProvider,
      { client: new QueryClient(), children: null },
      createElement(I18nProvider, { initialLanguage: 'EN', children: createElement(Resend, { onResend: async () => undefined }) }),
    ),
  );

describe('resend countdown', () => {
  it('starts at the spec constant', () => {
    expect(render()).toContain(`00:${String(original).padStart(2, '0')}`);
  });

  it('follows a change of the constant', () => {
    limits.resendSeconds = 45;
    const html = render();
    expect(html).toContain('00:45');
    expect(html).not.toContain(`00:${String(original).padStart(2, '0')}`);
  });
});
