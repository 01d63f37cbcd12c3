import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { pagePlan, type PageName } from '@orioni/contracts/content-requests';
import { webRoutes } from '@orioni/contracts/web-paths';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { LoadingScreen } from '@/components/ui/spinner';
import { getToken } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n';
import { AppLayout } from './layout/app-layout';
import { RequireAdmin, RequireAuth, RequireMode } from './guards';

/*
 * Declarative routes (BrowserRouter + Routes) with React.lazy pages: the data router would add about
 * 17 KB gzipped to every page's first load for features we do not use (loaders, actions, fetchers).
 * Guards run before a page's chunk is requested, so a redirect downloads nothing.
 */
type PageModule = Promise<{ default: ComponentType }>;

function PageFallback() {
  const { t } = useI18n();
  return <LoadingScreen label={t('loading')} />;
}

/** Page modules already loaded, by loader: a page loaded before the first render never suspends. */
const loadedPages = new Map<() => PageModule, ComponentType>();

function page(load: () => PageModule, guard?: 'auth' | 'admin') {
  const Lazy: LazyExoticComponent<ComponentType> = lazy(load);
  function Page() {
    const Loaded = loadedPages.get(load);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  const content = (
    <RouteErrorBoundary>
      <Suspense fallback={<PageFallback />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
  if (guard === 'admin') return <RequireAdmin>{content}</RequireAdmin>;
  if (guard === 'auth')
    return (
      <RequireAuth>
        <RequireMode>{content}</RequireMode>
      </RequireAuth>
    );
  return <RequireMode>{content}</RequireMode>;
}

const homeModule = () => import('@/features/catalog/routes/home-page');
const solutionModule = () => import('@/features/catalog/routes/solution-page');
const servicesModule = () => import('@/features/catalog/routes/services-page');
const hardwareModule = () => import('@/features/catalog/routes/hardware-page');
const faqModule = () => import('@/features/content/routes/faq-page');
const termsModule = () => import('@/features/content/routes/terms-page');
const offerModule = () => import('@/features/content/routes/offer-page');
const profileModule = () => import('@/features/profile/routes/profile-page');
const currentProductsModule = () => import('@/features/billing/routes/current-products-page');
const historyModule = () => import('@/features/history/routes/transaction-history-page');
const cartModule = () => import('@/features/cart/routes/cart-page');
const adminModule = () => import('@/features/admin/routes/admin-page');
/** The console's revenue dashboard: a chunk of its own with its chart library (issue 29), a page of its own here (issue 30 item 1). */
const dashboardModule = () => import('@/features/admin/routes/dashboard-page');
/** The console's integrations (signed webhooks, issue 42): endpoints, their secrets and delivery log; admin only. */
const integrationsModule = () => import('@/features/admin/routes/integrations-page');

/**
 * The page of a first visit is loaded before the first render (the server has already asked the
 * browser to preload its chunks): rendering it lazily would show the loading screen first, and React
 * keeps a revealed fallback for at least 300 ms, which delayed the largest paint of the home page by
 * about that much. Which page a path shows is the same plan the server's page shell uses
 * (`pagePlan`), keyed by the page's name (its chunk name in the build); the other pages load on demand.
 */
const PLANNED_PAGES: Record<PageName, () => PageModule> = {
  'home-page': homeModule,
  'solution-page': solutionModule,
  'services-page': servicesModule,
  'hardware-page': hardwareModule,
  'faq-page': faqModule,
  'terms-page': termsModule,
  'offer-page': offerModule,
  'cart-page': cartModule,
  'current-products-page': currentProductsModule,
  'transaction-history-page': historyModule,
  'admin-page': adminModule,
  'dashboard-page': dashboardModule,
  'integrations-page': integrationsModule,
};

export async function preloadPage(pathname: string, timeoutMs = 4000, signedIn = Boolean(getToken())): Promise<void> {
  const plan = pagePlan(pathname);
  // A page behind a login only for a visitor with a session (the others are sent home).
  const load = plan && (!plan.signedIn || signedIn) ? PLANNED_PAGES[plan.page] : undefined;
  if (!load) return;
  const loading = load().then(
    (module) => void loadedPages.set(load, module.default),
    () => undefined, // a failed chunk is retried by the lazy page, which shows its own state
  );
  await Promise.race([loading, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
}

/** The route table of spec section 2 (its paths are contracts' `webRoutes`, which the API links to). */
const home = page(homeModule);
const solution = page(solutionModule);
const services = page(servicesModule);
const hardware = page(hardwareModule);
const faq = page(faqModule);
const terms = page(termsModule);
const offer = page(offerModule);
const profile = page(profileModule, 'auth');
const currentProducts = page(currentProductsModule, 'auth');
const history = page(historyModule, 'auth');
const cart = page(cartModule, 'auth');
const admin = page(adminModule, 'admin');
const dashboard = page(dashboardModule, 'admin');
const integrations = page(integrationsModule, 'admin');

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path={webRoutes.home} element={home} />
        <Route path={webRoutes.solutions} element={home} />
        <Route path={webRoutes.homeAlias} element={home} />
        <Route path={webRoutes.solution} element={solution} />
        <Route path={webRoutes.services} element={services} />
        <Route path={webRoutes.hardware} element={hardware} />
        <Route path={webRoutes.faq} element={faq} />
        <Route path={webRoutes.faqMode} element={faq} />
        <Route path={webRoutes.terms} element={terms} />
        <Route path={webRoutes.termsMode} element={terms} />
        {/* Decision 2: /offer always becomes /offer/isOffer. */}
        <Route path={webRoutes.offer} element={<Navigate to="/offer/isOffer" replace />} />
        <Route path={webRoutes.offerMode} element={offer} />
        <Route path={webRoutes.profile} element={profile} />
        <Route path={webRoutes.profileMode} element={profile} />
        <Route path={webRoutes.currentProducts} element={currentProducts} />
        <Route path={webRoutes.currentProductsId} element={currentProducts} />
        <Route path={webRoutes.history} element={history} />
        <Route path={webRoutes.historyId} element={history} />
        <Route path={webRoutes.cart} element={cart} />
        <Route path={webRoutes.cartReturn} element={cart} />
        {/* The console and, under it, its revenue dashboard (/admin/dashboard, a chunk of its own; issue 29). */}
        <Route path={webRoutes.dashboard} element={dashboard} />
        {/* The integrations page (/admin/integrations: webhook endpoints and their delivery log; issue 42). */}
        <Route path={webRoutes.integrations} element={integrations} />
        <Route path={webRoutes.admin} element={admin} />
        {/* Any unknown path goes to the default home path. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
