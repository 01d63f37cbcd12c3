import './styles/fonts.css';
import './styles/base.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';

// The page's own chunk first (usually already preloaded), so the first render shows the page itself.
// The first render is a transition: React then renders it in slices that yield to the browser every
// few milliseconds instead of one long task, so a tap or a keypress during start-up is not blocked
// (it was most of the home page's total blocking time; see ADR 008).
void preloadPage(window.location.pathname).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <BrowserRouter>
          <Providers>
            <AppRoutes />
          </Providers>
        </BrowserRouter>
      </StrictMode>,
    );
  });
});
