import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEditContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { RELOAD_CONFIRMATION, STALE_RECORD, useConfirm } from '../shared';
import { useEditorFlag } from './EditorContext';
import { useRecordScreen } from './RecordScreenContext';

/** After a 412: reload the version saved by the other person, dropping local edits once confirmed. */
export const StaleRecordAlert = () => {
  const isDirty = useEditorFlag('dirty');
  const { setStale } = useRecordScreen();
  const { refetch } = useEditContext();
  const { reset } = useFormContext();
  const [ask, confirmDialog] = useConfirm();
  const reload = async () => {
    const content = 'La version enregistrée entre-temps remplace le formulaire.';
    if (isDirty && !(await ask({ title: RELOAD_CONFIRMATION, content, confirm: 'Recharger', warning: true }))) return;
    const { data } = await refetch();
    if (data) reset(data);
    setStale(false);
  };
  return (
    <>
      <Alert
        severity="warning"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={reload}>
            Recharger
          </Button>
        }
      >
        {STALE_RECORD}
      </Alert>
      {confirmDialog}
    </>
  );
};
