import type { MouseEvent } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, LinkBase, useRecordContext } from 'react-admin';
import { recordsEditableInAdmin, type DataSchema } from '../../model/metaSchema';
import { useRecordPaths } from '../shared';

/** A row's 'Modifier' link to {path}/{id}/edit, or 'Voir' to {path}/{id} when records are not editable in admin (spec 000 §2). */
export const OpenRecordLink = ({ schema }: { schema: DataSchema }) => {
  const record = useRecordContext();
  const paths = useRecordPaths(schema);
  if (!record) return null;
  const editable = recordsEditableInAdmin(schema);
  return (
    <Button
      component={LinkBase}
      to={paths.open(String(record.id))}
      label={editable ? 'Modifier' : 'Voir'}
      // The row opens the same record: one navigation, not two.
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {editable ? <EditIcon /> : <VisibilityIcon />}
    </Button>
  );
};
