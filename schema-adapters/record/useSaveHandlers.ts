// The record editor's controller around react-admin's EditBase and CreateBase (as ra-core's useEditController): what
// happens around a save or a load, messages, navigation, the 412 conflict, the values submitted. The generic record
// screens use it, and so do the screens of their own of some global types (custom-pages/shared/RecordFormScreen).
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
import { announceSaveAccepted, type SaveAcceptance } from './saveAcceptance';
import { valuesToSave } from './recordChanges';
import type { LeaveGuard } from './useLeaveGuard';

type Values = Record<string, unknown>;

/** What a screen of its own changes in the editor's save (RecordFormScreen: admin users, sites). */
export interface SaveCustomization {
  /** What is saved, from the form's values and the stored record (none for a creation); default: the editor's own. */
  transform?: (values: Values, previous?: Values) => Values;
  /** The record's name in the "saved" message; default: its name by the schema. */
  nameOf?: (record: RaRecord) => string;
  /** After each successful save. */
  onSaved?: () => void;
}

/**
 * A missing record leads back to the collection saying so, or to the creation form of a singleton not made yet (spec
 * 000 §2). A save's acceptance is told to the editor before its confirmation shows.
 */
export function useEditHandlers(schema: DataSchema, setStale: (stale: boolean) => void, custom: SaveCustomization = {}, acceptance?: SaveAcceptance) {
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
        if (acceptance) announceSaveAccepted(acceptance);
        notifyText(savedMessage(recordNounOf(schema), custom.nameOf ? custom.nameOf(data) : recordName(schema, data)), 'success');
        custom.onSaved?.();
      },
      // Field errors of a 400 also land on their inputs (react-admin reads body.errors).
      onError: (error: unknown) => {
        if (statusOf(error) === 412) setStale(true);
        notifyText(errorMessageOf(error), 'error');
      },
    },
    transform: (data: RaRecord, options?: { previousData?: RaRecord }) =>
      custom.transform
        ? custom.transform(data, options?.previousData)
        : valuesToSave(schema, data, options?.previousData, { isNew: false, isDeveloper }),
  };
}

/** After a creation, the new record opens (spec 000 §4); a screen without a leave guard gives none. */
export function useCreateHandlers(schema: DataSchema, guard?: LeaveGuard, custom: SaveCustomization = {}) {
  const notifyText = useNotifyText();
  const navigate = useNavigate();
  const paths = useRecordPaths(schema);
  const isDeveloper = useIsDeveloper();
  return {
    mutationOptions: {
      onSuccess: (data: RaRecord) => {
        notifyText(savedMessage(recordNounOf(schema), custom.nameOf ? custom.nameOf(data) : recordName(schema, data)), 'success');
        custom.onSaved?.();
        guard?.release();
        navigate(paths.open(String(data.id)));
      },
      onError: (error: unknown) => notifyText(errorMessageOf(error), 'error'),
    },
    transform: (data: RaRecord) => (custom.transform ? custom.transform(data) : valuesToSave(schema, data, undefined, { isNew: true, isDeveloper })),
  };
}
