// How the console names one record, in its title and in the messages about it: its label, else its id.
import type { RaRecord } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { shortText } from './shortText';

/** A singleton is named by its schema (its id, 'configuration' or 'options', means nothing to a reader). */
export const recordName = (schema: Pick<DataSchema, 'label' | 'isSingleton'>, record: Partial<RaRecord> | undefined): string => {
  if (schema.isSingleton) return schema.label;
  return shortText(record?.label) || String(record?._id ?? record?.id ?? '');
};
