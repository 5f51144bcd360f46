import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import { useMutation } from '@tanstack/react-query';
import { useRecordContext, useRefresh, type DataProvider, type Identifier } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { RESTORE_CONFIRMATION, errorMessageOf, recordName, restoredMessage, useNotifyText } from '../shared';
import { recordNounOf } from './recordNoun';
import { ConfirmActionButton } from './ConfirmActionButton';
import { useStableDataProvider } from '../shared/stableDataProvider';

/** The shell's data provider brings archived records back with this custom method. */
interface RestoringDataProvider extends DataProvider {
  restore(resource: string, params: { id: Identifier }): Promise<unknown>;
}

/** Brings an archived record back once confirmed, then refreshes the list (or does what `onRestored` says). */
export const RestoreRecordButton = ({ schema, onRestored }: { schema: DataSchema; onRestored?: () => void }) => {
  const record = useRecordContext();
  const dataProvider = useStableDataProvider<RestoringDataProvider>();
  const refresh = useRefresh();
  const notifyText = useNotifyText();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (id: Identifier) => dataProvider.restore(schema._id, { id }),
    onSuccess: () => {
      notifyText(restoredMessage(recordNounOf(schema), recordName(schema, record)), 'success');
      if (onRestored) onRestored();
      else refresh();
    },
    onError: (error) => notifyText(errorMessageOf(error), 'error'),
  });
  if (!record) return null;
  return (
    <ConfirmActionButton
      label="Restaurer"
      icon={<RestoreIcon fontSize="small" />}
      confirmTitle={RESTORE_CONFIRMATION}
      confirmContent={`${recordNounOf(schema)} - ${recordName(schema, record)}`}
      isPending={isPending}
      onConfirm={() => mutateAsync(record.id).catch(() => undefined)}
    />
  );
};
