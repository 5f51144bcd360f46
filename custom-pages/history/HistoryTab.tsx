// The record screen's 'Historique' tab: the record's history; a restore reloads the form with the restored record.
import { useRecordContext, useRefresh } from 'react-admin';
import { useRecordScreen } from '../../schema-adapters/record/RecordScreenContext';
import { HistoryPanel } from './HistoryPanel';

export default function HistoryTab() {
  const record = useRecordContext();
  const { schema } = useRecordScreen();
  const refresh = useRefresh();
  if (!record) return null;
  return <HistoryPanel resource={schema._id} id={record.id} schema={schema} onRestored={refresh} />;
}
