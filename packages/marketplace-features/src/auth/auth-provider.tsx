import type { ClientUser } from '@lootmarket/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, apiQuery, apiRequest } from '../api/api-client';

export const AUTH_TOKEN_QUERY_KEY = ['auth', 'token'] as const;
export const clientQueryKey = (token: string) => ['auth', 'client', token] as const;
export const LOGIN_PATH = '/login/';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthState {
  status: AuthStatus;
  token: string | null;
  user: ClientUser | null;
  /** After login or register: the API's token and user, so nothing is fetched twice. */
  signIn: (token: string, user: ClientUser) => void;
  /** Ends the session on the server, forgets it here, and opens the home page. */
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

// The server validates its answers against the contract's schemas; the shell checks only what it
// relies on, so zod is not part of the JavaScript every page loads first.
async function readToken(): Promise<string | null> {
  const data = await apiQuery<{ token?: unknown }>('/api/auth/readToken');
  return typeof data?.token === 'string' && data.token !== '' ? data.token : null;
}

async function fetchClient(token: string): Promise<ClientUser> {
  const data = await apiQuery<ClientUser>('/api/v1/client', { token });
  if (typeof data?.userId !== 'string' || typeof data.username !== 'string')
    throw new ApiError(200, 'UNEXPECTED');
  return data;
}

const isSessionRejected = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 401);

/**
 * Auth state of spec §4 and §7: the token is read from GET /api/auth/readToken on every route
 * change (the cookie is httpOnly), the user from GET /api/v1/client with the bearer token. A 400 or
 * 401 from /api/v1/client clears the token and sends the user to /login/; so does a session that
 * readToken no longer knows (revoked elsewhere). Mount inside the router.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const tokenQuery = useQuery({
    queryKey: AUTH_TOKEN_QUERY_KEY,
    queryFn: readToken,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const firstPath = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger (spec §7).
  useEffect(() => {
    // The query fetches on mount already; later path changes read the token again.
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    void queryClient.refetchQueries({ queryKey: AUTH_TOKEN_QUERY_KEY, exact: true });
  }, [pathname, queryClient]);

  const token = tokenQuery.data ?? null;
  const clientQuery = useQuery({
    queryKey: clientQueryKey(token ?? ''),
    queryFn: () => fetchClient(token ?? ''),
    enabled: token !== null,
    staleTime: 60_000,
    retry: (failures, error) => !isSessionRejected(error) && failures < 2,
  });

  // The token this page last signed in with; null while signed out or after a deliberate sign-out.
  const sessionToken = useRef<string | null>(null);
  const rejected = token !== null && clientQuery.isError && isSessionRejected(clientQuery.error);
  useEffect(() => {
    if (!rejected) return;
    sessionToken.current = null;
    queryClient.setQueryData(AUTH_TOKEN_QUERY_KEY, null);
    queryClient.removeQueries({ queryKey: ['auth', 'client'] });
    navigate(LOGIN_PATH, { replace: true });
  }, [rejected, queryClient, navigate]);

  // A session the server dropped while this page was signed in (logged out on another device,
  // expired, or the account banned): readToken answers no token on the next route change. That is
  // the same rejection as a 401 from /api/v1/client, so it ends the same way: back to /login/.
  useEffect(() => {
    if (token !== null) {
      sessionToken.current = token;
      return;
    }
    if (sessionToken.current === null) return;
    sessionToken.current = null;
    queryClient.removeQueries({ queryKey: ['auth', 'client'] });
    navigate(LOGIN_PATH, { replace: true });
  }, [token, queryClient, navigate]);

  const signIn = useCallback(
    (nextToken: string, user: ClientUser) => {
      queryClient.setQueryData(clientQueryKey(nextToken), user);
      queryClient.setQueryData(AUTH_TOKEN_QUERY_KEY, nextToken);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    const current = queryClient.getQueryData<string | null>(AUTH_TOKEN_QUERY_KEY);
    // Even if the call fails (network), the session is forgotten here; the server expires it.
    if (current) await apiRequest('/api/v1/auth/logout', { method: 'POST', token: current });
    sessionToken.current = null;
    queryClient.setQueryData(AUTH_TOKEN_QUERY_KEY, null);
    queryClient.removeQueries({ queryKey: ['auth', 'client'] });
    navigate('/');
  }, [queryClient, navigate]);

  const status: AuthStatus = tokenQuery.isPending
    ? 'loading'
    : token === null || rejected
      ? 'unauthenticated'
      : clientQuery.data
        ? 'authenticated'
        : clientQuery.isError
          ? 'unauthenticated'
          : 'loading';

  const value = useMemo<AuthState>(
    () => ({
      status,
      token: status === 'unauthenticated' ? null : token,
      user: status === 'authenticated' ? (clientQuery.data ?? null) : null,
      signIn,
      signOut,
    }),
    [status, token, clientQuery.data, signIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
