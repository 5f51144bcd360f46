import Toolbar from '@mui/material/Toolbar';
import { useFormState } from 'react-hook-form';
import { SaveButton, useNavigate } from 'react-admin';
import { DeleteRecordButton } from '../actions';
import { useRecordPaths } from '../shared';
import { useEditorFlag } from './EditorContext';
import { useRecordScreen } from './RecordScreenContext';
import { useInputsLoaded } from '../propertyTypes/lazyInput';
import { useAfterFirstPaint } from '../shared/useAfterFirstPaint';

/**
 * Save, and Delete for a persisted record; deleting returns to the collection (spec 000 §2). Save is disabled while
 * saving, or when a persisted record has nothing changed since its last saved version (spec 001 §4); a new record's,
 * until every input of the form is there (their code, the inputs drawn after the first paint), since an input brings
 * its checks: one saved at once went to the server unchecked, and its refusal named the field without showing it. (A
 * stored record's save sends only the inputs changed, which are there.)
 */
export const RecordFooter = () => {
  const { schema, isNew, readOnly, guard } = useRecordScreen();
  const dirty = useEditorFlag('dirty');
  // Submitting covers the save (pessimistic: the form waits for its answer).
  const { isSubmitting } = useFormState();
  const inputsThere = useInputsLoaded();
  const painted = useAfterFirstPaint();
  const canSave = !readOnly && !isSubmitting && (isNew ? inputsThere && painted : dirty);
  const paths = useRecordPaths(schema);
  const navigate = useNavigate();
  const leaveDeleted = () => {
    guard.release();
    navigate(paths.collection);
  };
  return (
    <Toolbar
      disableGutters
      sx={{ position: 'sticky', bottom: 0, zIndex: 1, gap: 2, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mt: 2 }}
    >
      {/* The disabled state is ours (diff-based); react-admin's own one follows the form's dirty fields. */}
      <SaveButton alwaysEnable={canSave} disabled={!canSave} />
      {!isNew && <DeleteRecordButton schema={schema} onDeleted={leaveDeleted} />}
    </Toolbar>
  );
};
