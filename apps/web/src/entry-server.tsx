/**
 * The server's render of a public page's first screen (ADR 008). The API's page shell calls it for a
 * visitor without a session and puts the markup into `#root`, inert, so the page is painted from the
 * HTML alone; the browser then renders the app as usual and replaces it (no hydration). Built by
 * `vite build --ssr` into `dist-server/`.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Language } from '@orioni/contracts/constants';
import { Providers } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import { provideInitialContent } from './lib/content-client';

/**
 * The markup of `pathname` in `language`, with `content` (content-client URL → answer) as the
 * content the page reads. Synchronous from the content hand-over to the end of the render, so
 * concurrent calls never see each other's content.
 */
export async function renderFirstScreen(pathname: string, language: Language, content: Record<string, unknown>): Promise<string> {
  await preloadPage(pathname);
  provideInitialContent(content);
  return renderToString(
    <StrictMode>
      <StaticRouter location={pathname}>
        <Providers initialLanguage={language}>
          <AppRoutes />
        </Providers>
      </StaticRouter>
    </StrictMode>,
  );
}
