/**
 * The server's render of a page's first screen (ADR 008, ADR 019). The API's page shell calls it for
 * a public page of a visitor without a session, and for the signed-in cart with the session's own
 * answers, and makes the markup the content of `#root` (inert until the app has
 * attached), so the page is painted from the HTML alone; the browser then hydrates it with the same
 * tree (`main.tsx`), rendering nothing twice. Built by `vite build --ssr` into `dist-server/`.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Language } from '@orioni/contracts/constants';
import { AppStarted } from './app/app-started';
import { createQueryClient, Providers } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import { seedSignedInAnswers, type InitialSession } from './app/startup-requests';
import { provideInitialContent } from './lib/content-client';
import { withServerCookies } from './lib/storage';

/**
 * The markup of `pathname` in `language`, with `content` (content-client URL → answer) as the
 * content the page reads. `session`: for a signed-in page, the session's token and the answers the
 * page came with (`#initial-session`), which the browser puts in its query cache the same way
 * before it hydrates. Synchronous from the content hand-over to the end of the render, so
 * concurrent calls never see each other's content or session.
 */
export async function renderFirstScreen(
  pathname: string,
  language: Language,
  content: Record<string, unknown>,
  session?: { token: string; answers: InitialSession },
): Promise<string> {
  await preloadPage(pathname, 4000, Boolean(session));
  const client = createQueryClient();
  if (session) seedSignedInAnswers(client, session.token, session.answers);
  provideInitialContent(content);
  return withServerCookies(session ? { token: session.token } : {}, () =>
    renderToString(
      <StrictMode>
        <StaticRouter location={pathname}>
          <Providers initialLanguage={language} client={client}>
            <AppRoutes />
            <AppStarted />
          </Providers>
        </StaticRouter>
      </StrictMode>,
    ),
  );
}
