import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { SettingsContent, StrapiCollection, StrapiSingle } from '@orioni/contracts/content';
import { fetchContent, type ContentQuery } from './content-client';
import { useI18n } from './i18n';

type Options = Pick<ContentQuery, 'populate' | 'filters'>;

/**
 * Content of the active language through TanStack Query. The key holds the locale, so switching
 * language fetches (and caches) the other language's content.
 */
export function useContentSingle<T>(path: string, options: Options = {}): UseQueryResult<T> {
  const { locale } = useI18n();
  return useQuery({
    queryKey: ['content', path, locale, options],
    queryFn: async ({ signal }) => {
      const body = await fetchContent<StrapiSingle<T>>(path, { locale, signal, ...options });
      if (!body.data) throw new Error(`content ${path} is empty`);
      return body.data.attributes;
    },
    staleTime: 5 * 60_000,
  });
}

export function useContentCollection<T>(path: string, options: Options = {}): UseQueryResult<{ id: number; attributes: T }[]> {
  const { locale } = useI18n();
  return useQuery({
    queryKey: ['content', path, locale, options],
    queryFn: async ({ signal }) => (await fetchContent<StrapiCollection<T>>(path, { locale, signal, ...options })).data,
    staleTime: 5 * 60_000,
  });
}

/** The settings single type (navigation, footer, error texts, trackers), shared by the whole layout. */
export const useSettings = () => useContentSingle<SettingsContent>('setting');
