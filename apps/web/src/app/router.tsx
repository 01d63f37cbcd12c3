import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { RequireAdmin, RequireAuth, RequireMode } from './guards';

type PageModule = Promise<{ default: ComponentType }>;

/** A lazily loaded page, optionally behind a guard. Each page is its own chunk. */
function page(load: () => PageModule, guard?: 'auth' | 'admin'): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { default: Page } = await load();
      const Guarded = () =>
        guard === 'admin' ? (
          <RequireAdmin>
            <Page />
          </RequireAdmin>
        ) : guard === 'auth' ? (
          <RequireAuth>
            <RequireMode>
              <Page />
            </RequireMode>
          </RequireAuth>
        ) : (
          <RequireMode>
            <Page />
          </RequireMode>
        );
      return { Component: Guarded };
    },
  };
}

const home = () => import('@/features/catalog/routes/home-page');
const solution = () => import('@/features/catalog/routes/solution-page');
const services = () => import('@/features/catalog/routes/services-page');
const hardware = () => import('@/features/catalog/routes/hardware-page');
const faq = () => import('@/features/content/routes/faq-page');
const terms = () => import('@/features/content/routes/terms-page');
const offer = () => import('@/features/content/routes/offer-page');
const profile = () => import('@/features/profile/routes/profile-page');
const currentProducts = () => import('@/features/billing/routes/current-products-page');
const history = () => import('@/features/history/routes/transaction-history-page');
const cart = () => import('@/features/cart/routes/cart-page');
const admin = () => import('@/features/admin/routes/admin-page');

/** The route table of spec section 2. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', ...page(home) },
      { path: '/solutions', ...page(home) },
      { path: '/home', ...page(home) },
      { path: '/solutions/:slug', ...page(solution) },
      { path: '/services', ...page(services) },
      { path: '/hardware', ...page(hardware) },
      { path: '/faq', ...page(faq) },
      { path: '/faq/:mode', ...page(faq) },
      { path: '/terms-of-use', ...page(terms) },
      { path: '/terms-of-use/:mode', ...page(terms) },
      // Decision 2: /offer always becomes /offer/isOffer.
      { path: '/offer', element: <Navigate to="/offer/isOffer" replace /> },
      { path: '/offer/:mode', ...page(offer) },
      { path: '/profile', ...page(profile, 'auth') },
      { path: '/profile/:mode', ...page(profile, 'auth') },
      { path: '/currentproducts', ...page(currentProducts, 'auth') },
      { path: '/currentproducts/:mode/id/:id', ...page(currentProducts, 'auth') },
      { path: '/transactionHistory', ...page(history, 'auth') },
      { path: '/transactionHistory/:mode/id/:id', ...page(history, 'auth') },
      { path: '/cart', ...page(cart, 'auth') },
      { path: '/cart/:mode/:addCard', ...page(cart, 'auth') },
      { path: '/admin', ...page(admin, 'admin') },
      // Any unknown path goes to the default home path.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
