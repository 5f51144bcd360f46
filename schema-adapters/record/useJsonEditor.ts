// JSON editor mode (spec 001 §2): the whole record as text; applied to the form only once it passes the shared
// validators (checkRecord, whole record), otherwise the French messages show and nothing changes.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { recordFromJson, recordToJson } from '../editor/recordJson';
import type { Values } from '../editor/recordValues';
import { JSON_APPLIED, useNotifyText } from '../shared';
import { useEditor, useEditorFlag } from './EditorContext';
import { useRecordScreen } from './RecordScreenContext';

export function useJsonEditor() {
  const { schema, isNew } = useRecordScreen();
  const record = useRecordContext() as Values | undefined;
  const saved = useMemo(() => record ?? {}, [record]);
  const { getValues } = useFormContext();
  const session = useEditor();
  const notifyText = useNotifyText();
  const [text, setText] = useState(() => recordToJson(getValues()));
  const [errors, setErrors] = useState<string[]>([]);

  // Undo, redo, restore or paste changed the form: show its values again.
  const revision = useEditorFlag('revision');
  useEffect(() => {
    setText(recordToJson(getValues()));
  }, [revision, getValues]);

  const apply = useCallback(() => {
    const result = recordFromJson(text, { schema, isNew, stored: saved, current: getValues() });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors([]);
    session.apply(result.value);
    notifyText(JSON_APPLIED, 'success');
  }, [text, schema, isNew, saved, getValues, session, notifyText]);

  const edit = useCallback((next: string) => {
    setText(next);
    setErrors([]);
  }, []);

  return { text, edit, apply, errors };
}
