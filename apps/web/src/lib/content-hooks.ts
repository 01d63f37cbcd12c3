import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { CONTENT, type ContentRequest } from '@orioni/contracts/content-requests';
import type { SettingsContent, StrapiCollection, StrapiSingle } from '@orioni/contracts/content';
import { contentUrl, fetchContent, takeInitialContent } from './content-client';
import { useI18n } from './i18n';

const STALE_MS = 5 * 60_000;

/**
 * One content call of the active language through TanStack Query. The key holds the locale, so
 * switching language fetches (and caches) the other language's content. Content the server inlined
 * into the page is the query's initial data, so the first render already shows the page.
 */
function useContent<Body, T>(request: ContentRequest, select: (body: Body) => T): UseQueryResult<T> {
  const { locale } = useI18n();
  return useQuery({
    queryKey: ['content', request.path, locale, request.populate ?? null, request.filters ?? null],
    queryFn: async ({ signal }) => select(await fetchContent<Body>(locale, request, signal)),
    initialData: () => {
      const body = takeInitialContent<Body>(contentUrl(locale, request));
      if (body === undefined) return undefined;
      try {
        return select(body);
      } catch {
        return undefined;
      }
    },
    initialDataUpdatedAt: Date.now,
    staleTime: STALE_MS,
  });
}

export function useContentSingle<T>(request: ContentRequest): UseQueryResult<T> {
  return useContent<StrapiSingle<T>, T>(request, (body) => {
    if (!body.data) throw new Error(`content ${request.path} is empty`);
    return body.data.attributes;
  });
}

export function useContentCollection<T>(request: ContentRequest): UseQueryResult<{ id: number; attributes: T }[]> {
  return useContent<StrapiCollection<T>, { id: number; attributes: T }[]>(request, (body) => body.data);
}

/** The settings single type (navigation, footer, error texts, trackers), shared by the whole layout. */
export const useSettings = () => useContentSingle<SettingsContent>(CONTENT.settings);
