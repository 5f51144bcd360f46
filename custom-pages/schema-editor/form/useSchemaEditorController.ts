// The schema editor's state apart from its view (as ra-core's useEditController): the form and its errors, the saved
// version, the submit (checked as the server checks it, saved as a diff with If-Match), the reload after a 412.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-admin';
import { useForm } from 'react-hook-form';
import { useLeaveGuard } from '../../../schema-adapters/record/useLeaveGuard';
import { useSchemas } from '../../../schema-adapters/schemasContext';
import { errorMessageOf, statusOf, useIsDeveloper, useNotifyText } from '../../../schema-adapters/shared';
import { requestSchemasReload } from '../../../schema-adapters/shared/consoleEvents';
import { FORM_HAS_ERRORS } from '../messages';
import { useSchemaScreens } from '../paths';
import { saveOutcome, withoutImpact } from '../saveOutcome';
import { validateSchemaRecord } from '../validation/validateSchemaRecord';
import type { SchemaEditorContextValue } from './EditorContext';
import { ErrorsStore } from './errorsStore';
import { newSchemaForm, schemaForm, schemaRecord, type SchemaForm } from './schemaForm';
import { useReadSchema, useSaveSchema } from './useSaveSchema';
import { useAllRecords } from '../../../schema-adapters/shared/useAllRecords';

const SITES_BY_LABEL = { field: 'label', order: 'ASC' } as const;

export type Saved = Record<string, unknown> & { _id: string };

/** A refused save: its message, whether another save came first (412: reload offered), the fields the server names. */
export interface SaveFailure {
  message: string;
  stale: boolean;
  fields?: Record<string, string>;
}

export function saveFailureOf(error: unknown): SaveFailure {
  const fields = (error as { body?: { fields?: Record<string, string> } } | undefined)?.body?.fields;
  return { message: errorMessageOf(error), stale: statusOf(error) === 412, ...(fields ? { fields } : {}) };
}

/** Every error of the current values: JSON texts that do not parse, then the meta-schema and its rules. */
export function errorsOf(values: SchemaForm) {
  const { record, errors } = schemaRecord(values);
  return { ...validateSchemaRecord(record), ...errors };
}

export function useSchemaEditorController(initial?: Saved) {
  const isDeveloper = useIsDeveloper();
  const schemas = useSchemas();
  const screens = useSchemaScreens();
  const navigate = useNavigate();
  const notifyText = useNotifyText();
  const queryClient = useQueryClient();
  const [guard, leaveDialog] = useLeaveGuard();
  const save = useSaveSchema();
  const read = useReadSchema();
  const { data: siteRecords } = useAllRecords('Site', { sort: SITES_BY_LABEL });

  const [saved, setSaved] = useState<Saved | undefined>(initial);
  const isNew = !saved;
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure>();
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
      const refused = saveFailureOf(error);
      if (refused.fields) store.setServerErrors(refused.fields);
      setFailure(refused);
      notifyText(refused.message, 'error');
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

  return { form, store, context, saved, isNew, dirty, setDirty, saving, failure, submit, reloadSaved, goBack, guard, leaveDialog };
}
