import { useMutation } from '@tanstack/react-query';
import { useRefresh, type RaRecord } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { errorMessageOf, useNotifyText, useSiteId } from '../../schema-adapters/shared';
import { useApiCall } from '../shared';
import { statusLabel } from './moderation';
import { recordNounOf } from '../../schema-adapters/actions';

/** Sets a record's status in one call (the server dates a first publication), then refreshes the list. */
export function useModeration(schema: DataSchema, record: RaRecord) {
  const call = useApiCall();
  const siteId = useSiteId();
  const refresh = useRefresh();
  const notifyText = useNotifyText();
  return useMutation({
    mutationFn: (status: string) =>
      call(`/api/${encodeURIComponent(siteId)}/moderation/${encodeURIComponent(schema._id)}/${encodeURIComponent(String(record.id))}`, {
        method: 'POST',
        body: { status },
      }),
    onSuccess: (_saved, status) => {
      notifyText(`${recordNounOf(schema)} - ${String(record.id)} : ${statusLabel(schema, status)}`, 'success');
      refresh();
    },
    onError: (error) => notifyText(errorMessageOf(error), 'error'),
  });
}
