import './styles/fonts.css';
import './styles/base.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppStarted } from './app/app-started';
import { createQueryClient, Providers } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import { startSignedInRequests } from './app/startup-requests';
import { storedLanguage } from './lib/i18n';

const container = document.getElementById('root')!;

const queryClient = createQueryClient();
startSignedInRequests(queryClient, window.location.pathname);

// The page's own chunk first (usually already preloaded), so the first render shows the page itself.
// The first render is a transition: React then renders it in slices that yield to the browser every
// few milliseconds instead of one long task, so a tap or a keypress during start-up is not blocked.
void preloadPage(window.location.pathname).then(() => {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <Providers client={queryClient}>
          <AppRoutes />
          <AppStarted />
        </Providers>
      </BrowserRouter>
    </StrictMode>
  );
  // The server rendered this page's first screen in the language it read from the `lang` cookie: the
  // app attaches to that markup (hydrates) instead of rendering the page again (ADR 019). When the
  // browser's stored language differs, the markup cannot match, and the app renders afresh.
  const serverLanguage = container.dataset.serverRendered;
  const hydrate = Boolean(serverLanguage && serverLanguage.toUpperCase() === storedLanguage());
  // How the app started, for the browser journeys and anyone debugging a page: hydrated or rendered.
  document.documentElement.dataset.start = hydrate ? 'hydrated' : 'rendered';
  if (hydrate) {
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn('hydration mismatch:', error),
      });
    });
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
});
