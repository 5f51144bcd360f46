// The schema editor's view (spec 001 §2 "Schema editor: a form with a list of property definitions"): creation and
// edition of a `schema` record; its state (save, 412 reload, saving) is useSchemaEditorController's.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { deepEqual } from '../../../model/diff';
import { creationTitle } from '../../../model/frenchWording';
import { NavigationBlocker } from '../../../schema-adapters/record/NavigationBlocker';
import { ErrorsSummary } from './ErrorsSummary';
import type { ErrorsStore } from './errorsStore';
import { SchemaEditorProvider } from './EditorContext';
import { SchemaFields } from './SchemaFields';
import { newSchemaForm, schemaChanges, schemaRecord, type SchemaForm } from './schemaForm';
import { errorsOf, useSchemaEditorController, type Saved } from './useSchemaEditorController';

/** A new schema's form untouched, as a record: leaving it loses nothing. */
const NEW_SCHEMA = schemaRecord(newSchemaForm()).record;

/** Keeps the errors and the "changed" state in step with the values, without re-rendering the form. */
function ValidationWatcher({ store, saved, onDirty }: { store: ErrorsStore; saved?: Saved; onDirty: (dirty: boolean) => void }) {
  const values = useWatch() as SchemaForm;
  useEffect(() => {
    store.setErrors(errorsOf(values));
    onDirty(saved ? Object.keys(schemaChanges(saved, values)).length > 0 : !deepEqual(NEW_SCHEMA, schemaRecord(values).record));
  }, [values, saved, store, onDirty]);
  return null;
}

export function SchemaEditor({ saved: initial }: { saved?: Saved }) {
  const { form, store, context, saved, isNew, dirty, setDirty, saving, failure, submit, reloadSaved, goBack, guard, leaveDialog } =
    useSchemaEditorController(initial);

  return (
    <SchemaEditorProvider value={context}>
      <FormProvider {...form}>
        <ValidationWatcher store={store} saved={saved} onDirty={setDirty} />
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          sx={{ p: 2 }}
          aria-label="Schéma"
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <IconButton aria-label="Retour" onClick={goBack}>
              <ArrowBackIcon />
            </IconButton>
            <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
              {saved ? `Schéma ${String(saved.label ?? saved._id)}` : creationTitle('Schéma')}
            </Typography>
            {saved && (
              <Typography variant="body2" color="text.secondary">
                {saved._id}
              </Typography>
            )}
          </Stack>
          {failure && (
            <Alert
              severity="error"
              sx={{ mb: 2 }}
              action={
                failure.stale ? (
                  <Button color="inherit" size="small" onClick={reloadSaved}>
                    Recharger
                  </Button>
                ) : undefined
              }
            >
              {failure.message}
            </Alert>
          )}
          <ErrorsSummary store={store} />
          <SchemaFields />
          <Toolbar
            disableGutters
            sx={{ position: 'sticky', bottom: 0, zIndex: 2, gap: 2, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mt: 2 }}
          >
            <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving || (!isNew && !dirty)}>
              Enregistrer
            </Button>
            {saved && !dirty && (
              <Typography variant="body2" color="text.secondary">
                Aucune modification
              </Typography>
            )}
          </Toolbar>
        </Box>
        <NavigationBlocker guard={guard} />
        {leaveDialog}
      </FormProvider>
    </SchemaEditorProvider>
  );
}
