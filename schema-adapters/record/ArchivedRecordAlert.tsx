import Alert from '@mui/material/Alert';
import { useNavigate, useRecordContext } from 'react-admin';
import { RestoreRecordButton } from '../actions';
import { useRecordPaths } from '../shared';
import { useRecordScreen } from './RecordScreenContext';

export const ARCHIVED_RECORD_NOTICE = 'Cet enregistrement est archivé : il est affiché en lecture seule. Restaurez-le pour le modifier.';

/** Above an archived record's read-only screen: what it is, and 'Restaurer' (as the list's archives offer), which opens it live. */
export const ArchivedRecordAlert = () => {
  const { schema } = useRecordScreen();
  const record = useRecordContext();
  const paths = useRecordPaths(schema);
  const navigate = useNavigate();
  return (
    <Alert
      severity="warning"
      sx={{ mb: 1 }}
      action={record && <RestoreRecordButton schema={schema} onRestored={() => navigate(paths.open(String(record.id)))} />}
    >
      {ARCHIVED_RECORD_NOTICE}
    </Alert>
  );
};
