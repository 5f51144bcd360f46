// The tag on the generic screens of the VideoServer type, through their extension points (a row action and a record
// header tag of ./index.ts): a list row, and a record's header, of a server that is a local stand-in.
import { useRecordContext } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import type { ListRowActionProps } from '../../schema-adapters/list/rowActions';
import { StandInTag } from './StandInTag';
import { useIsStandIn } from './useIsStandIn';

export const VIDEO_SERVER = 'VideoServer';

export function RowStandInTag({ record }: ListRowActionProps) {
  const isStandIn = useIsStandIn();
  return <StandInTag show={isStandIn(record.baseUrl)} />;
}

function RecordTag() {
  const record = useRecordContext();
  const isStandIn = useIsStandIn();
  return <StandInTag show={isStandIn(record?.baseUrl)} />;
}

/** A header action of every type's record: shows only on a VideoServer's. */
export const RecordStandInTag = ({ schema }: { schema: DataSchema; recordId: string }) => (schema._id === VIDEO_SERVER ? <RecordTag /> : null);
