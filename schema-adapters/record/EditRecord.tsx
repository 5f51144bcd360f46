import { useState } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { EditBase, Navigate, useEditContext } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { errorMessageOf, useRecordPaths } from '../shared';
import { NavigationBlocker } from './NavigationBlocker';
import { useLinksOptions } from './PublicLinks';
import { RecordForm } from './RecordForm';
import { RecordScreenProvider, useRecordScreen } from './RecordScreenContext';
import { useLeaveGuard } from './useLeaveGuard';
import { createSaveAcceptance } from './saveAcceptance';
import { useEditHandlers } from './useSaveHandlers';

const RECORD_FRESH_MS = 5_000;

/** The form shows once the record is loaded; a load error other than 404 (which redirects) shows its message. */
const LoadedRecordForm = () => {
  const { record, error, isPending } = useEditContext();
  const { schema, archived } = useRecordScreen();
  const paths = useRecordPaths(schema);
  // The header's public links come with the form, not after it (an archived record shows none).
  const links = useLinksOptions(schema, !archived);
  // Out of the archives already (restored meanwhile): its live screen.
  if (record && archived && !record._archived) return <Navigate to={paths.open(String(record.id))} replace />;
  if (record && links.settled) return <RecordForm />;
  if (error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {errorMessageOf(error)}
      </Alert>
    );
  return isPending || record ? <LinearProgress /> : null;
};

export interface EditRecordProps {
  schema: DataSchema;
  id: string;
  readOnly: boolean;
  /** A record of the archives, read with `archived=true`. */
  archived?: boolean;
}

export const EditRecord = ({ schema, id, readOnly, archived = false }: EditRecordProps) => {
  const [guard, leaveDialog] = useLeaveGuard();
  const [stale, setStale] = useState(false);
  const [saveAcceptance] = useState(createSaveAcceptance);
  const handlers = useEditHandlers(schema, setStale, {}, saveAcceptance);
  return (
    <RecordScreenProvider value={{ schema, isNew: false, readOnly, archived, guard, stale, setStale, saveAcceptance }}>
      <EditBase
        resource={schema._id}
        id={id}
        mutationMode="pessimistic"
        redirect={false}
        {...handlers}
        // Its own meta: the archived record is not the live one of react-admin's cache.
        // Fresh for a few seconds: the record the list's click asked for is not read a second time as the screen mounts
        // (someone else's save still reaches the form: the live merge reads it again whatever its age).
        queryOptions={{ ...handlers.queryOptions, staleTime: RECORD_FRESH_MS, ...(archived && { meta: { archived: true } }) }}
      >
        <LoadedRecordForm />
      </EditBase>
      <NavigationBlocker guard={guard} />
      {leaveDialog}
    </RecordScreenProvider>
  );
};
