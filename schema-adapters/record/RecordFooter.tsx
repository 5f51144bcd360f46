import Toolbar from '@mui/material/Toolbar';
import { SaveButton, useNavigate } from 'react-admin';
import { DeleteRecordButton } from '../actions';
import { useRecordPaths } from '../shared';
import { useRecordScreen } from './RecordScreenContext';

/** Save, and Delete for a persisted record; deleting returns to the collection (spec 000 §2). */
export const RecordFooter = ({ canSave }: { canSave: boolean }) => {
  const { schema, isNew, guard } = useRecordScreen();
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
