import { useEffect } from 'react';
import type { SeoContent } from '@orioni/contracts/content';
import { mediaUrl } from './content-client';
import { useI18n } from './i18n';

const OG_LOCALES = { ka: 'ka_GE', en: 'en_US', ru: 'ru_RU' } as const;

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Per-route `<title>`, meta description and `og:` tags from content, in the active language. */
export function usePageMeta(seo: Partial<SeoContent> | undefined | null, fallbackTitle?: string): void {
  const { locale } = useI18n();
  const title = seo?.metaTitle || fallbackTitle;
  const description = seo?.metaDescription;
  const image = seo?.ogImage?.data?.attributes.url;
  useEffect(() => {
    if (!title) return;
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:locale', OG_LOCALES[locale]);
    setMeta('property', 'og:url', window.location.href.split('?')[0]);
    const imageUrl = mediaUrl(image);
    setMeta('property', 'og:image', imageUrl ? new URL(imageUrl, window.location.origin).href : undefined);
  }, [title, description, image, locale]);
}
