import type {
  AccountSessionsResponse,
  OAuthConnectResponse,
  OAuthProvider,
  SignInMethodsResponse,
} from '@lootmarket/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, apiRequest } from '../api/api-client';

/** The account endpoints the account screens call; the screens name them, never spell their URLs. */
export const accountPaths = {
  username: '/api/v1/account/username',
  country: '/api/v1/account/country',
  avatar: '/api/v1/account/avatar',
  password: '/api/v1/account/password',
  verificationEmail: '/api/v1/account/verification-email',
  phoneVerification: '/api/v1/account/phone/verification',
  sessions: '/api/v1/account/sessions',
  session: (sessionId: string) => `/api/v1/account/sessions/${sessionId}`,
  signOutOtherSessions: '/api/v1/account/sessions/sign-out-others',
  signInMethods: '/api/v1/account/sign-in-methods',
  signInMethod: (provider: OAuthProvider) => `/api/v1/account/sign-in-methods/${provider}`,
  connectSignInMethod: (provider: OAuthProvider) => `/api/v1/account/sign-in-methods/${provider}/connect`,
  twoFactorSetup: '/api/v1/account/two-factor/setup',
  twoFactorConfirm: '/api/v1/account/two-factor/confirm',
  twoFactorConfirmationCode: '/api/v1/account/two-factor/confirmation-code',
  twoFactorDisable: '/api/v1/account/two-factor/disable',
} as const;

const accountSessionsQueryKey = (token: string | null) => ['account', 'sessions', token] as const;
export const signInMethodsQueryKey = (token: string | null) => ['account', 'sign-in-methods', token] as const;

export function useAccountSessions(token: string | null) {
  return useQuery({
    queryKey: accountSessionsQueryKey(token),
    queryFn: () => apiQuery<AccountSessionsResponse>(accountPaths.sessions, { token }),
    enabled: token !== null,
  });
}

export function usePhoneVerification(token: string | null) {
  return useQuery({
    queryKey: ['account', 'phone', token],
    queryFn: () => apiQuery<{ state: string }>(accountPaths.phoneVerification, { token }),
    enabled: token !== null,
  });
}

/** The sign-in providers this server offers: one read, shared with the login and register pages. */
export { useAuthProviders } from '../auth/auth-providers';

export function useSignInMethods(token: string | null) {
  return useQuery({
    queryKey: signInMethodsQueryKey(token),
    queryFn: () => apiQuery<SignInMethodsResponse>(accountPaths.signInMethods, { token }),
    enabled: token !== null,
  });
}

/** Starts connecting a provider: the answer sets the flow's cookie and says where to send the browser. */
export function connectSignInMethod(token: string | null, provider: OAuthProvider) {
  return apiRequest<OAuthConnectResponse>(accountPaths.connectSignInMethod(provider), {
    method: 'POST',
    token,
  });
}

export function disconnectSignInMethod(token: string | null, provider: OAuthProvider) {
  return apiRequest<SignInMethodsResponse>(accountPaths.signInMethod(provider), { method: 'DELETE', token });
}
