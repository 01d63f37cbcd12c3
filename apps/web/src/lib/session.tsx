import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { UserInfo } from '@orioni/contracts';
import { answer, api, clearToken, getToken, onUnauthorized, storeToken } from './api-client';

/**
 * Session state of spec section 4: the token is kept in the `token` cookie; on start the current
 * user is loaded when a token exists, and the token is dropped if that fails; any 401 logs out and
 * flags a redirect.
 */
export interface SessionValue {
  token: string | null;
  userInfo: UserInfo | null;
  isLoggedIn: boolean;
  /** True while a stored token's user is being fetched. */
  loading: boolean;
  /** Set by a 401: the layout sends the user home with the login modal open. */
  unauthRedir: boolean;
  clearUnauthRedir(): void;
  /** Stores a token received from login and loads its user. */
  signIn(token: string, user?: UserInfo): void;
  /** Clears the session locally (the caller decides whether to tell the server first). */
  signOut(): void;
  setUserInfo(user: UserInfo): void;
}

const SessionContext = createContext<SessionValue | null>(null);
export const USER_QUERY_KEY = ['user'] as const;

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(getToken);
  const [unauthRedir, setUnauthRedir] = useState(false);

  const userQuery = useQuery({
    queryKey: [...USER_QUERY_KEY, token],
    queryFn: ({ signal }) => answer(api.GET('/api/user', { signal })),
    enabled: Boolean(token),
    retry: false,
    staleTime: 5 * 60_000,
  });

  useEffect(() => {
    if (userQuery.isError && token) {
      clearToken();
      setToken(null);
    }
  }, [userQuery.isError, token]);

  const signOut = useCallback(() => {
    clearToken();
    setToken(null);
    queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
    queryClient.removeQueries({ queryKey: ['cart'] });
  }, [queryClient]);

  useEffect(
    () =>
      onUnauthorized(() => {
        signOut();
        setUnauthRedir(true);
      }),
    [signOut],
  );

  const signIn = useCallback(
    (newToken: string, user?: UserInfo) => {
      storeToken(newToken);
      if (user) queryClient.setQueryData([...USER_QUERY_KEY, newToken], user);
      setToken(newToken);
    },
    [queryClient],
  );

  const setUserInfo = useCallback((user: UserInfo) => queryClient.setQueryData([...USER_QUERY_KEY, token], user), [queryClient, token]);

  const value = useMemo<SessionValue>(() => {
    const userInfo = token ? (userQuery.data ?? null) : null;
    return {
      token,
      userInfo,
      isLoggedIn: Boolean(token && userInfo),
      loading: Boolean(token) && userQuery.isPending,
      unauthRedir,
      clearUnauthRedir: () => setUnauthRedir(false),
      signIn,
      signOut,
      setUserInfo,
    };
  }, [token, userQuery.data, userQuery.isPending, unauthRedir, signIn, signOut, setUserInfo]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
