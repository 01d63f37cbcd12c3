import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSettings } from '@/lib/content-hooks';

type Fbq = ((...args: unknown[]) => void) & {
  queue?: unknown[][];
  loaded?: boolean;
  version?: string;
  callMethod?: (...a: unknown[]) => void;
};
declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export const PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

export function loadScript(src: string, id: string) {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/**
 * Page-view tracker (Meta pixel style), configured by the settings content's `pixelID`: fires a
 * PageView on every path change. With no pixel id nothing is loaded and no request leaves the page.
 * The deployment's CSP must list the tracker origin (TRACKER_ORIGINS).
 */
export function PageTracker() {
  const { pathname } = useLocation();
  const pixelId = useSettings().data?.socialMedia.pixelID?.trim();

  useEffect(() => {
    if (!pixelId || window.fbq) return;
    const fbq: Fbq = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue!.push(args);
    };
    fbq.queue = [];
    fbq.loaded = true;
    fbq.version = '2.0';
    window.fbq = fbq;
    window._fbq = fbq;
    loadScript(PIXEL_SCRIPT, 'page-tracker');
    fbq('init', pixelId);
  }, [pixelId]);

  useEffect(() => {
    if (pixelId && window.fbq) window.fbq('track', 'PageView');
  }, [pixelId, pathname]);

  return null;
}
