import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSiteId } from '../../schema-adapters/shared';
import { useApiCall } from '../shared';
import type { ImageSearchResult } from '../../model/images';

export interface ImageQuery {
  name: string;
  /** The deleted images (the site's file archive) instead of the live ones. */
  archived: boolean;
}

/**
 * The images tool's search: nothing is asked before a first name is given, and a search under way is not sent again
 * (spec 000 §2 Images: "needs a name before first search; form does not submit while searching").
 */
export function useImageSearch() {
  const call = useApiCall();
  const siteId = useSiteId();
  const [submitted, setSubmitted] = useState<ImageQuery | undefined>();
  const result = useQuery({
    queryKey: ['stored-images', siteId, submitted],
    queryFn: () =>
      call<ImageSearchResult>(`/api/${encodeURIComponent(siteId)}/stored-images`, {
        query: { name: submitted!.name, archived: submitted!.archived },
      }),
    enabled: submitted !== undefined,
  });
  const searching = result.isFetching;
  const submit = (query: ImageQuery): boolean => {
    if (searching || !query.name.trim()) return false;
    const next = { name: query.name.trim(), archived: query.archived };
    if (JSON.stringify(next) === JSON.stringify(submitted)) void result.refetch();
    else setSubmitted(next);
    return true;
  };
  return { submitted, result, searching, submit };
}
