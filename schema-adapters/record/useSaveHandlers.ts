// What happens around a save or a load: messages, navigation, the 412 conflict, the values submitted.
import { useNavigate, type RaRecord } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { recordNounOf } from '../actions';
import {
  RECORD_NOT_FOUND,
  errorMessageOf,
  recordName,
  redirectWithNotice,
  savedMessage,
  statusOf,
  useIsDeveloper,
  useNotifyText,
  useRecordPaths,
} from '../shared';
import { valuesToSave } from './recordChanges';
import type { LeaveGuard } from './useLeaveGuard';

/** A missing record leads back to the collection saying so, or to the creation form of a singleton not made yet (spec 000 §2). */
export function useEditHandlers(schema: DataSchema, setStale: (stale: boolean) => void) {
  const notifyText = useNotifyText();
  const navigate = useNavigate();
  const paths = useRecordPaths(schema);
  const isDeveloper = useIsDeveloper();
  return {
    queryOptions: {
      onError: (error: unknown) => {
        if (statusOf(error) !== 404) return;
        if (schema.isSingleton) navigate(paths.create, { replace: true });
        else navigate(paths.collection, redirectWithNotice(RECORD_NOT_FOUND));
      },
    },
    mutationOptions: {
      onSuccess: (data: RaRecord) => {
        setStale(false);
        notifyText(savedMessage(recordNounOf(schema), recordName(schema, data)), 'success');
      },
      // Field errors of a 400 also land on their inputs (react-admin reads body.errors).
      onError: (error: unknown) => {
        if (statusOf(error) === 412) setStale(true);
        notifyText(errorMessageOf(error), 'error');
      },
    },
    transform: (data: RaRecord, options?: { previousData?: RaRecord }) =>
      valuesToSave(schema, data, options?.previousData, { isNew: false, isDeveloper }),
  };
}

/** After a creation, the new record opens (spec 000 §4). */
export function useCreateHandlers(schema: DataSchema, guard: LeaveGuard) {
  const notifyText = useNotifyText();
  const navigate = useNavigate();
  const paths = useRecordPaths(schema);
  const isDeveloper = useIsDeveloper();
  return {
    mutationOptions: {
      onSuccess: (data: RaRecord) => {
        notifyText(savedMessage(recordNounOf(schema), recordName(schema, data)), 'success');
        guard.release();
        navigate(paths.open(String(data.id)));
      },
      onError: (error: unknown) => notifyText(errorMessageOf(error), 'error'),
    },
    transform: (data: RaRecord) => valuesToSave(schema, data, undefined, { isNew: true, isDeveloper }),
  };
}
