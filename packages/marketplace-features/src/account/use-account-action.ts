import type { ClientUser, FieldErrorCode } from '@lootmarket/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { type ApiRequestOptions, apiRequest } from '../api/api-client';
import { errorDescriptor } from '../api/error-message';
import { clientQueryKey, useAuth } from '../auth/auth-provider';

export interface ActionState {
  pending: boolean;
  error: MessageDescriptor | null;
  fields: Partial<Record<string, FieldErrorCode>>;
}

/**
 * One account call with its pending state and its error (as a message), sent with the session token.
 * `run` resolves to the answer ({} for an empty one), or null when the call failed.
 */
export function useAccountAction() {
  const { token } = useAuth();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ActionState>({ pending: false, error: null, fields: {} });

  async function run<T>(path: string, options: Omit<ApiRequestOptions, 'token'>): Promise<T | null> {
    setState({ pending: true, error: null, fields: {} });
    const result = await apiRequest<T>(path, { ...options, token });
    if (!result.ok) {
      setState({ pending: false, error: errorDescriptor(result.code), fields: result.fields });
      return null;
    }
    setState({ pending: false, error: null, fields: {} });
    // A success without a body (204) is still a success: null means failure only.
    return result.data ?? ({} as T);
  }

  const setUser = (user: ClientUser) => {
    if (token) queryClient.setQueryData(clientQueryKey(token), user);
  };
  const refreshUser = () => queryClient.invalidateQueries({ queryKey: ['auth', 'client'] });
  const fail = (error: MessageDescriptor, fields: ActionState['fields'] = {}) =>
    setState({ pending: false, error, fields });

  return { ...state, run, setUser, refreshUser, fail };
}
