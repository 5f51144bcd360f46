// The schema editor (spec 001 §2 "Schema editor: a form with a list of property definitions"): creation and edition
// of a `schema` record, checked as the server checks it, saved as a diff with If-Match, with live effect.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useGetList, useNavigate, type RaRecord } from 'react-admin';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { deepEqual } from '../../../model/diff';
import { creationTitle } from '../../../model/frenchWording';
import { NavigationBlocker } from '../../../schema-adapters/record/NavigationBlocker';
import { useLeaveGuard } from '../../../schema-adapters/record/useLeaveGuard';
import { errorMessageOf, statusOf, useIsDeveloper, useNotifyText } from '../../../schema-adapters/shared';
import { useSchemas } from '../../../schema-adapters/schemasContext';
import { requestSchemasReload } from '../../../schema-adapters/shared/consoleEvents';
import { FORM_HAS_ERRORS } from '../messages';
import { useSchemaScreens } from '../paths';
import { saveOutcome, withoutImpact } from '../saveOutcome';
import { validateSchemaRecord } from '../validation/validateSchemaRecord';
import { ErrorsSummary } from './ErrorsSummary';
import { ErrorsStore } from './errorsStore';
import { SchemaEditorProvider, type SchemaEditorContextValue } from './EditorContext';
import { SchemaFields } from './SchemaFields';
import { newSchemaForm, schemaChanges, schemaForm, schemaRecord, type SchemaForm } from './schemaForm';
import { useReadSchema, useSaveSchema } from './useSaveSchema';

type Saved = Record<string, unknown> & { _id: string };

/** Every error of the current values: JSON texts that do not parse, then the meta-schema and its rules. */
function errorsOf(values: SchemaForm) {
  const { record, errors } = schemaRecord(values);
  return { ...validateSchemaRecord(record), ...errors };
}

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
  const isDeveloper = useIsDeveloper();
  const schemas = useSchemas();
  const screens = useSchemaScreens();
  const navigate = useNavigate();
  const notifyText = useNotifyText();
  const queryClient = useQueryClient();
  const [guard, leaveDialog] = useLeaveGuard();
  const save = useSaveSchema();
  const read = useReadSchema();
  const { data: siteRecords } = useGetList<RaRecord>('Site', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'label', order: 'ASC' } });

  const [saved, setSaved] = useState<Saved | undefined>(initial);
  const isNew = !saved;
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ message: string; stale: boolean }>();
  const store = useMemo(() => new ErrorsStore(), []);
  const form = useForm<SchemaForm>({ defaultValues: initial ? schemaForm(initial) : newSchemaForm() });

  useEffect(() => guard.setDirty(dirty && !saving), [guard, dirty, saving]);

  const context = useMemo<SchemaEditorContextValue>(
    () => ({
      errors: store,
      isNew,
      isDeveloper,
      schemaIds: schemas.map((schema) => schema._id).sort(),
      sites: (siteRecords ?? []).map((site) => ({ id: String(site.id), name: `${site.label ?? site.id} (${site.id})` })),
    }),
    [store, isNew, isDeveloper, schemas, siteRecords],
  );

  const submit = async () => {
    const values = form.getValues();
    store.show();
    store.setServerErrors({});
    setFailure(undefined);
    if (Object.keys(errorsOf(values)).length) {
      notifyText(FORM_HAS_ERRORS, 'error');
      return;
    }
    setSaving(true);
    try {
      const answer = await save(values, saved);
      const outcome = saveOutcome(answer);
      notifyText(outcome.message, outcome.type);
      const next = withoutImpact(answer) as Saved;
      await queryClient.invalidateQueries({ queryKey: ['schema'] });
      // The console's schemas follow at once (the server's event comes too).
      requestSchemasReload().catch(() => undefined);
      if (isNew) {
        guard.release();
        navigate(screens.detail(next._id));
        return;
      }
      setSaved(next);
      form.reset(schemaForm(next));
    } catch (error) {
      const status = statusOf(error);
      const fields = (error as { body?: { fields?: Record<string, string> } }).body?.fields;
      if (fields) store.setServerErrors(fields);
      setFailure({ message: errorMessageOf(error), stale: status === 412 });
      notifyText(errorMessageOf(error), 'error');
    } finally {
      setSaving(false);
    }
  };

  /** After a 412: the version saved meanwhile replaces the form, once the user accepts to lose the edits. */
  const reloadSaved = async () => {
    if (!saved || !(await guard.confirmLeave())) return;
    try {
      const fresh = await read(saved._id);
      setSaved(fresh);
      form.reset(schemaForm(fresh));
      setFailure(undefined);
    } catch (error) {
      notifyText(errorMessageOf(error), 'error');
    }
  };

  const goBack = async () => {
    if (await guard.confirmLeave()) navigate(saved ? screens.detail(saved._id) : screens.list);
  };

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
