// The comparison page's controller: the pair chosen (server, instances, types), one page of compared items from the
// server, and the copy and delete actions (each confirmed in the view), after which the page is read again.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf } from '../../../schema-adapters/shared';
import { useApiCall } from '../../../schema-adapters/shared/useApiCall';
import type { ComparisonPage } from '../../../model/environments';

export const COMPARE_PAGE_SIZE = 50;

export interface Pair {
  leftSite: string;
  rightEnv: string;
  rightSite: string;
  leftType: string;
  rightType: string;
}

export type ItemAction = { kind: 'copy'; direction: 'toRight' | 'toLeft' } | { kind: 'delete'; side: 'left' | 'right' };

export function useComparison(pair: Partial<Pair>, page: number, showAll: boolean) {
  const call = useApiCall();
  const client = useQueryClient();
  const complete = !!(pair.leftSite && pair.rightEnv && pair.rightSite && pair.leftType && pair.rightType);
  const params = { rightEnv: pair.rightEnv, rightSite: pair.rightSite, leftType: pair.leftType, rightType: pair.rightType };
  const key = ['console.compare-data', pair, page, showAll];
  const result = useQuery({
    queryKey: key,
    queryFn: () =>
      call<ComparisonPage>(`/api/${encodeURIComponent(pair.leftSite!)}/environments/compare-data`, {
        query: { ...params, offset: page * COMPARE_PAGE_SIZE, limit: COMPARE_PAGE_SIZE, showAll },
      }),
    enabled: complete,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string }>();

  const act = async (id: string, action: ItemAction) => {
    const path = `/api/${encodeURIComponent(pair.leftSite!)}/environments/compare-data/${action.kind}`;
    const body = action.kind === 'copy' ? { ...params, id, direction: action.direction } : { ...params, id, side: action.side };
    try {
      await call(path, { method: 'POST', body });
      setOutcome({ severity: 'success', text: action.kind === 'copy' ? `${id} copié` : `${id} supprimé (archivé, restaurable)` });
    } catch (err) {
      setOutcome({ severity: 'error', text: errorMessageOf(err) });
    }
    await client.invalidateQueries({ queryKey: ['console.compare-data'] });
  };

  return { data: result.data, loading: result.isFetching, error: result.error ? errorMessageOf(result.error) : undefined, act, outcome };
}
