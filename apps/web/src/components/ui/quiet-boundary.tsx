import { Component, type ReactNode } from 'react';

/**
 * Keeps a failing optional part (a lazily loaded modal or dropdown whose chunk did not arrive)
 * from taking the page down: it logs, renders nothing, and tries again when `resetKey` changes.
 */
export class QuietBoundary extends Component<{ children: ReactNode; resetKey?: unknown }, { failed: boolean; key: unknown }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey?: unknown }, state: { failed: boolean; key: unknown }) {
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown) {
    console.warn('optional part failed to render', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
