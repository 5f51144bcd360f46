// Wires the editor session to the form: react-hook-form's events in, values out; the last saved version from
// react-admin's record context; the leave guard follows the dirty flag.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useRecordContext } from 'react-admin';
import { useFormContext, type UseFormReturn } from 'react-hook-form';
import { deepEqual } from '../../model/diff';
import { EditorSession, type FormPort } from '../editor/editorSession';
import type { Values } from '../editor/recordValues';
import { useIsDeveloper } from '../shared';
import { hasChanges } from './recordChanges';
import { useRecordScreen } from './RecordScreenContext';
import { useFollowSaveAcceptance } from './saveAcceptance';

const NO_RECORD: Values = {};

/** Sets each top-level key that differs (keys the values lack are cleared); their stale errors go. */
export function formPortOf(form: Pick<UseFormReturn, 'getValues' | 'setValue' | 'clearErrors'>): FormPort {
  return {
    getValues: () => form.getValues(),
    setValues(next) {
      const current = form.getValues();
      const changed: string[] = [];
      for (const key of new Set([...Object.keys(current), ...Object.keys(next)])) {
        if (key === 'id' || deepEqual(current[key], next[key])) continue;
        form.setValue(key, next[key], { shouldDirty: true });
        changed.push(key);
      }
      if (changed.length) form.clearErrors(changed);
    },
  };
}

export function useEditorSession(rootRef: RefObject<HTMLElement | null>): EditorSession {
  const { schema, isNew, readOnly, guard, saveAcceptance } = useRecordScreen();
  const isDeveloper = useIsDeveloper();
  // The record in context is the last saved version: react-admin replaces it with the server's answer after a save.
  const saved = (useRecordContext() as Values | undefined) ?? NO_RECORD;
  const form = useFormContext();
  const editor = useRef({ schema, isNew, readOnly, isDeveloper });
  editor.current = { schema, isNew, readOnly, isDeveloper };
  const savedRef = useRef(saved);
  savedRef.current = saved;

  const [session] = useState(
    () =>
      new EditorSession({
        form: formPortOf(form),
        changed: (values, baseline, edited) => {
          const { schema, readOnly, ...who } = editor.current;
          return !readOnly && hasChanges(schema, values, baseline, who, edited);
        },
      }),
  );

  const { subscribe } = form;
  useEffect(() => {
    session.start(savedRef.current);
    const unsubscribe = subscribe({ formState: { values: true }, callback: ({ name, type }) => session.onFormEvent({ name, type }) });
    return () => {
      unsubscribe();
      session.dispose();
    };
  }, [session, subscribe]);

  useEffect(() => session.setSaved(saved), [session, saved, isDeveloper, isNew, readOnly, schema]);

  // Leaving with unsaved changes asks first (spec 000 §4).
  useEffect(() => {
    const follow = () => guard.setDirty(session.flags.get().dirty);
    follow();
    return session.flags.subscribe(follow);
  }, [session, guard]);

  // A save closes the open batch first, so that the edits it saves are an entry of their own.
  useEffect(() => {
    const formElement = rootRef.current?.closest('form');
    if (!formElement) return;
    const submit = () => session.submit();
    formElement.addEventListener('submit', submit, true);
    return () => formElement.removeEventListener('submit', submit, true);
  }, [session, rootRef]);
  useFollowSaveAcceptance(session, saveAcceptance);

  return session;
}
