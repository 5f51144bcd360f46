import type { MouseEvent } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useRecordContext } from 'react-admin';
import { recordsEditableInAdmin, type DataSchema } from '../../model/metaSchema';
import { useRecordPaths } from '../shared';
import { ActionButton } from './ActionButton';

/** A row's 'Modifier' link to {path}/{id}/edit, or 'Voir' to {path}/{id} when records are not editable in admin (spec 000 §2). */
export const OpenRecordLink = ({ schema }: { schema: DataSchema }) => {
  const record = useRecordContext();
  const paths = useRecordPaths(schema);
  if (!record) return null;
  const editable = recordsEditableInAdmin(schema);
  return (
    <ActionButton
      to={paths.open(String(record.id))}
      label={editable ? 'Modifier' : 'Voir'}
      icon={editable ? <EditIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
      // The row opens the same record: one navigation, not two.
      onClick={(event: MouseEvent) => event.stopPropagation()}
    />
  );
};
