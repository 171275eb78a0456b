import type * as React from 'react';
import { Navigate, useLocation } from 'react-router';
import { LOGIN_PATH, useAuth } from '../auth/auth-provider';

/** Seller screens need a session: a guest goes to log in and comes back here afterwards. */
export function RequireSignedIn({ children }: { children: React.ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'unauthenticated') {
    return (
      <Navigate
        to={`${LOGIN_PATH}?returnTo=${encodeURIComponent(location.pathname + location.search)}`}
        replace
      />
    );
  }
  return <>{children}</>;
}
