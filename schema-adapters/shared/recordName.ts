// How the console names one record in its title and in the messages about it: as everywhere (model/recordName.ts:
// a user by its login), a singleton by its schema (its id, 'configuration' or 'options', means nothing to a reader).
import type { RaRecord } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { recordLabel } from '../../model/recordName';
import { shortText } from './shortText';

export const recordName = (schema: Pick<DataSchema, 'label' | 'isSingleton'>, record: Partial<RaRecord> | undefined): string =>
  schema.isSingleton ? schema.label : shortText(recordLabel(record ?? {}));
