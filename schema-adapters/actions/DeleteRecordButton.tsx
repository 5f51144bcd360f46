import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, useRecordContext } from 'react-admin';
import { recordsEditableInAdmin, type DataSchema } from '../../model/metaSchema';
import { DELETE_CONFIRMATION, deletedMessage, errorMessageOf, recordName, useNotifyText } from '../shared';
import { recordNounOf } from './recordNoun';
import { ConfirmActionButton } from './ConfirmActionButton';

/** Deletes (archives) the record in context once confirmed; `onDeleted` runs after the success message. */
export const DeleteRecordButton = ({ schema, onDeleted }: { schema: DataSchema; onDeleted?: () => void }) => {
  const record = useRecordContext();
  const notifyText = useNotifyText();
  const [deleteOne, { isPending }] = useDelete();
  if (!record || !recordsEditableInAdmin(schema)) return null;
  const name = recordName(schema, record);
  const confirmDelete = () =>
    deleteOne(
      schema._id,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        returnPromise: true,
        onSuccess: () => {
          notifyText(deletedMessage(recordNounOf(schema), name), 'success');
          onDeleted?.();
        },
        onError: (error) => notifyText(errorMessageOf(error), 'error'),
      },
    ).catch(() => undefined);
  return (
    <ConfirmActionButton
      label="Supprimer"
      icon={<DeleteIcon fontSize="small" />}
      color="error"
      confirmTitle={DELETE_CONFIRMATION}
      confirmContent={`${recordNounOf(schema)} - ${name}`}
      isPending={isPending}
      onConfirm={confirmDelete}
    />
  );
};
