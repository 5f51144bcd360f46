// Duplicate, copy and paste (spec 001 §2, §4, §7): all local, the form's current values.
import { useCallback, useMemo } from 'react';
import { useNavigate, useRecordContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { clipboardTextOf, pastedValues } from '../editor/clipboard';
import { readClipboard, writeClipboard } from '../editor/clipboardIo';
import { duplicateOf } from '../editor/duplicate';
import type { Parsed } from '../editor/recordJson';
import type { Values } from '../editor/recordValues';
import { COPIED, COPY_FAILED, PASTED, useIsDeveloper, useNotifyText, useRecordPaths } from '../shared';
import { useEditor } from './EditorContext';
import { useRecordScreen } from './RecordScreenContext';

export interface RecordActions {
  /** Opens a new record holding a copy of this one, after the leave confirmation when there are unsaved changes. */
  duplicate: () => void;
  copy: () => Promise<void>;
  /** Pastes the clipboard; resolves false when the clipboard cannot be read (the caller offers a box instead). */
  pasteFromClipboard: () => Promise<boolean>;
  /** Pastes a text; on success the form holds it (one history entry). */
  pasteText: (text: string) => Parsed<Values>;
}

export function useRecordActions(): RecordActions {
  const { schema, isNew, guard } = useRecordScreen();
  const isDeveloper = useIsDeveloper();
  const record = useRecordContext() as Values | undefined;
  const saved = useMemo(() => record ?? {}, [record]);
  const { getValues } = useFormContext();
  const session = useEditor();
  const navigate = useNavigate();
  const paths = useRecordPaths(schema);
  const notifyText = useNotifyText();

  const duplicate = useCallback(async () => {
    if (!(await guard.confirmLeave())) return;
    navigate(paths.create, { state: { record: duplicateOf(schema, getValues()) } });
  }, [guard, navigate, paths, schema, getValues]);

  const copy = useCallback(async () => {
    try {
      await writeClipboard(clipboardTextOf(schema, getValues()));
      notifyText(COPIED, 'info');
    } catch {
      notifyText(COPY_FAILED, 'error');
    }
  }, [schema, getValues, notifyText]);

  const pasteText = useCallback(
    (text: string) => {
      const result = pastedValues(text, { schema, isNew, isDeveloper, stored: saved, current: getValues() });
      if (result.ok) {
        session.apply(result.value);
        notifyText(PASTED, 'success');
      }
      return result;
    },
    [schema, isNew, isDeveloper, saved, getValues, session, notifyText],
  );

  const pasteFromClipboard = useCallback(async () => {
    const text = await readClipboard();
    if (!text?.trim()) return false;
    const result = pasteText(text);
    if (!result.ok) notifyText(result.errors.join(' ; '), 'error');
    return true;
  }, [pasteText, notifyText]);

  return { duplicate, copy, pasteFromClipboard, pasteText };
}
