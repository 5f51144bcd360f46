// Every record screen opened is remembered for the search palette's "Ouverts récemment", whatever led to it.
import { useEffect } from 'react';
import type { RaRecord } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { recordName, useSessionUser, useSiteId } from '../shared';
import { rememberRecord } from '../shared/recentRecords';

export function useRememberOpened(schema: DataSchema, record: RaRecord | undefined, isNew: boolean): void {
  const userId = useSessionUser()?._id;
  const siteId = useSiteId();
  const id = record?._id === undefined ? undefined : String(record._id);
  const label = record ? recordName(schema, record) : undefined;
  useEffect(() => {
    if (isNew || !userId || id === undefined || label === undefined) return;
    rememberRecord(userId, siteId, { type: schema._id, typeLabel: schema.label, id, label });
  }, [isNew, userId, siteId, schema._id, schema.label, id, label]);
}
