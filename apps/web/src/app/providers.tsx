import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Language } from '@orioni/contracts/constants';
import { AuthModalProvider } from '@/lib/auth-modal-state';
import { CommerceActionsProvider } from '@/lib/commerce-actions';
import { I18nProvider } from '@/lib/i18n';
import { SessionProvider } from '@/lib/session';

export function Providers({ children, initialLanguage }: { children: ReactNode; initialLanguage?: Language }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider initialLanguage={initialLanguage}>
        <SessionProvider>
          <AuthModalProvider>
            <CommerceActionsProvider>{children}</CommerceActionsProvider>
          </AuthModalProvider>
        </SessionProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
