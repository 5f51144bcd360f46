// The API tokens screen's controller: list, create (the secret kept only until the screen is left), revoke.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf } from '../../../schema-adapters/shared';
import { useApiCall } from '../../../schema-adapters/shared/useApiCall';
import type { ApiToken } from '../../../model/environments';

export interface TokenDraft {
  name: string;
  scope: ApiToken['scope'];
  siteIds: string[];
  /** yyyy-mm-dd */
  expires: string;
}

export function useApiTokens() {
  const call = useApiCall();
  const client = useQueryClient();
  const list = useQuery({ queryKey: ['console.api-tokens'], queryFn: () => call<ApiToken[]>('/api/environments/tokens') });
  const [created, setCreated] = useState<ApiToken>();
  const [error, setError] = useState<string>();
  const refresh = () => client.invalidateQueries({ queryKey: ['console.api-tokens'] });

  const create = async (draft: TokenDraft) => {
    setError(undefined);
    try {
      const expiresAt = new Date(`${draft.expires}T23:59:59`).toISOString();
      setCreated(
        await call<ApiToken>('/api/environments/tokens', {
          method: 'POST',
          body: { name: draft.name, scope: draft.scope, siteIds: draft.siteIds, expiresAt },
        }),
      );
      await refresh();
    } catch (err) {
      setError(errorMessageOf(err));
    }
  };

  const revoke = async (id: string) => {
    setError(undefined);
    try {
      await call(`/api/environments/tokens/${encodeURIComponent(id)}/revoke`, { method: 'POST' });
      await refresh();
    } catch (err) {
      setError(errorMessageOf(err));
    }
  };

  return { tokens: list.data, loadError: list.error ? errorMessageOf(list.error) : undefined, created, error, create, revoke };
}
