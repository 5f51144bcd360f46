// The record-editor controller: what changed since the last saved version, whether it can be saved, what shows.
import { useCallback, useEffect, useMemo } from 'react';
import { useRecordContext, useSaveContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { PropertyDefinition } from '../../model/metaSchema';
import { isPropertyHidden } from '../../model/validation';
import { useIsDeveloper } from '../shared';
import { changesOf } from './recordChanges';
import { useRecordScreen } from './RecordScreenContext';

export function useRecordEditor() {
  const { schema, isNew, readOnly, guard } = useRecordScreen();
  const isDeveloper = useIsDeveloper();
  // The record in context is the last saved version: react-admin replaces it with the server's answer after a save.
  const saved = useRecordContext();
  const values: Record<string, unknown> = useWatch();
  const { saving = false } = useSaveContext();

  // For a new record, `saved` holds its initial values: untouched, it is not dirty either.
  const changes = useMemo(
    () => changesOf(schema, values, saved ?? {}, { isNew, isDeveloper }),
    [saved, schema, values, isNew, isDeveloper],
  );
  const isDirty = !readOnly && Object.keys(changes).length > 0;

  useEffect(() => guard.setDirty(isDirty), [guard, isDirty]);

  /** Hidden properties follow the values being edited (display conditions, spec 000 §5). */
  const isVisible = useCallback(
    (prop: PropertyDefinition) => !isPropertyHidden(prop, values, { isNew, isDeveloper }),
    [values, isNew, isDeveloper],
  );

  return {
    /** Leaving would lose edits: there are changes since the last saved version (or the initial values). */
    isDirty,
    /** Save is disabled while saving, or when a persisted record has nothing changed (spec 001 §4). */
    canSave: !readOnly && !saving && (isNew || isDirty),
    isVisible,
  };
}
