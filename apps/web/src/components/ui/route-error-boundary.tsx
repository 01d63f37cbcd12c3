import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from './button';
import { PageState } from './page-state';
import { useI18n } from '@/lib/i18n';

/** The error panel of a page that failed to render: what happened, load again (a missing chunk too), or go home. */
function RouteErrorPanel() {
  const { t } = useI18n();
  return (
    <div className="container" role="alert">
      <PageState
        icon="error"
        title={t('routeErrorTitle')}
        action={
          <>
            <Button variant="secondary" onClick={() => window.location.reload()}>
              {t('tryAgain')}
            </Button>
            <ButtonLink to="/" variant="primary">
              {t('backHome')}
            </ButtonLink>
          </>
        }
      >
        <p>{t('routeErrorText')}</p>
      </PageState>
    </div>
  );
}

class Boundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown) {
    console.error('page failed to render', error);
  }

  override render() {
    return this.state.failed ? <RouteErrorPanel /> : this.props.children;
  }
}

/**
 * Each route's error boundary: a page that throws while rendering (or whose chunk cannot load)
 * shows the error panel inside the layout, with a way home, never a blank app. Moving to another
 * address clears it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
