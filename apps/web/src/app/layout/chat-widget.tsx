import { useEffect } from 'react';
import { useSettings } from '@/lib/content-hooks';
import { loadScript } from './page-tracker';

export const CHAT_SCRIPT = 'https://connect.facebook.net/en_US/sdk/xfbml.customerchat.js';

/** The chat widget (Messenger customer chat), configured by `page_id` and `appID`; off when either is unset. */
export function ChatWidget() {
  const social = useSettings().data?.socialMedia;
  const pageId = social?.page_id?.trim();
  const appId = social?.appID?.trim();
  const enabled = Boolean(pageId && appId);

  useEffect(() => {
    if (!enabled) return;
    (window as unknown as { fbAsyncInit?: () => void }).fbAsyncInit = () => {
      (window as unknown as { FB?: { init(o: object): void } }).FB?.init({ appId, xfbml: true, version: 'v18.0' });
    };
    loadScript(CHAT_SCRIPT, 'chat-widget-sdk');
  }, [enabled, appId]);

  if (!enabled) return null;
  return (
    <>
      <div id="fb-root" />
      <div className="fb-customerchat" {...{ attribution: 'biz_inbox', page_id: pageId }} />
    </>
  );
}
