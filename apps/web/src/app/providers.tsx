import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { Language } from '@orioni/contracts/constants';
import { AuthModalProvider } from '@/lib/auth-modal-state';
import { CommerceActionsProvider } from '@/lib/commerce-actions';
import { I18nProvider, onLanguageChange } from '@/lib/i18n';
import { SessionProvider } from '@/lib/session';
import { refreshNamedAnswers } from './names-follow-language';

/** The app's query client: one per page load (or per server render). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 },
    },
  });

export function Providers({
  children,
  initialLanguage,
  client,
}: {
  children: ReactNode;
  initialLanguage?: Language;
  /** A client made before the first render (main.tsx starts the signed-in requests on it). */
  client?: QueryClient;
}) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  // Names follow the language on screen (decision 26): a switch asks for them again.
  useEffect(() => onLanguageChange(() => refreshNamedAnswers(queryClient)), [queryClient]);
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
