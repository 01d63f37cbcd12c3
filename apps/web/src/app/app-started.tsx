import { useEffect } from 'react';

/**
 * Rendered last in the app's tree, on the server and in the browser alike (the two trees must have
 * the same shape, or `useId` values differ after hydration). In the browser its effect marks the end
 * of the start: the server's first screen is the live app now, so the root stops being inert.
 */
export function AppStarted() {
  useEffect(() => {
    const root = document.getElementById('root');
    root?.removeAttribute('inert');
    root?.removeAttribute('data-server-rendered');
  }, []);
  return null;
}
