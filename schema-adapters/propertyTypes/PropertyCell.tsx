import type { RaRecord } from 'react-admin';
import type { PropertyDefinition } from '../../model/metaSchema';
import { shortText } from '../shared';
import { adapterOf } from './registry';

/** The list cell of one property; an unknown type shows its value as text. */
export const PropertyCell = ({ prop, record }: { prop: PropertyDefinition; record: RaRecord }) => {
  const value: unknown = record[prop.key];
  const adapter = adapterOf(prop.type);
  if (!adapter) return <>{shortText(value)}</>;
  return <adapter.Cell prop={prop} value={value} record={record} />;
};
