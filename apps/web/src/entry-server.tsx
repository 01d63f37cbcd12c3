/**
 * The server's render of a public page (ADR 008, ADR 019). The API's page shell calls it for a
 * visitor without a session and makes the markup the content of `#root` (inert until the app has
 * attached), so the page is painted from the HTML alone; the browser then hydrates it with the same
 * tree (`main.tsx`), rendering nothing twice. Built by `vite build --ssr` into `dist-server/`.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Language } from '@orioni/contracts/constants';
import { AppStarted } from './app/app-started';
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
          <AppStarted />
        </Providers>
      </StaticRouter>
    </StrictMode>,
  );
}
