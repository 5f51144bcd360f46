import { useMemo } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { CreateBase, Navigate, useGetList, useLocation } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { duplicateOf } from '../editor/duplicate';
import { isPlainObject } from '../../model/isObject';
import { useRecordPaths } from '../shared';
import { NavigationBlocker } from './NavigationBlocker';
import { newRecordOf } from './newRecordOf';
import { RecordForm } from './RecordForm';
import { RecordScreenProvider } from './RecordScreenContext';
import { useLeaveGuard } from './useLeaveGuard';
import { useCreateHandlers } from './useSaveHandlers';

const noStale = () => undefined;

export const CreateRecord = ({ schema, readOnly }: { schema: DataSchema; readOnly: boolean }) => {
  const [guard, leaveDialog] = useLeaveGuard();
  const handlers = useCreateHandlers(schema, guard);
  const paths = useRecordPaths(schema);
  // 'Dupliquer' opens this form with the copy as router state: the form starts from it (spec 001 §2).
  const state = useLocation().state as { record?: unknown; defaults?: unknown } | null;
  const copy: unknown = state?.record;
  // `defaults`: starting values taken as they are, id included ('+ Créer la home' on the Page collection, spec 000 §2).
  const defaults: unknown = state?.defaults;
  const initial = useMemo(
    () => ({ ...newRecordOf(schema), ...(isPlainObject(copy) ? duplicateOf(schema, copy) : {}), ...(isPlainObject(defaults) ? defaults : {}) }),
    [schema, copy, defaults],
  );
  // A singleton has one record: its creation form leads to it once it exists (spec 000 §4).
  const existing = useGetList(schema._id, { pagination: { page: 1, perPage: 1 } }, { enabled: schema.isSingleton === true });
  if (schema.isSingleton) {
    if (existing.isPending) return <LinearProgress />;
    const [record] = existing.data ?? [];
    if (record) return <Navigate to={paths.open(String(record.id))} replace />;
  }
  return (
    <RecordScreenProvider value={{ schema, isNew: true, readOnly, archived: false, guard, stale: false, setStale: noStale }}>
      <CreateBase resource={schema._id} record={initial} redirect={false} {...handlers}>
        <RecordForm />
      </CreateBase>
      <NavigationBlocker guard={guard} />
      {leaveDialog}
    </RecordScreenProvider>
  );
};
