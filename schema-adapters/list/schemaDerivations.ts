// What a schema's collection page shows: columns, default order, filters (spec 000 §2, 001 §9).
import type { SortPayload } from 'react-admin';
import { defaultOrderOf } from '../../model/defaultOrder';
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema';

type Props = Pick<DataSchema, 'propertiesList'>;

// Write-only values never come back from the API, developer-only ones only for developers: no column for them.
const listable = (prop: PropertyDefinition) => !prop.writeOnly && !prop.notDisplayableInAdmin && !prop.excludedFromMongooseSchema;

const FALLBACK_COLUMNS = 3;

/** Properties flagged `column`; without any, the label property, else the first three text properties. */
export function columnsOf(schema: Props): PropertyDefinition[] {
  const props = schema.propertiesList.filter(listable);
  const flagged = props.filter((prop) => prop.column);
  if (flagged.length) return flagged;
  const label = props.find((prop) => prop.key === 'label');
  if (label) return [label];
  return props.filter((prop) => prop.type === 'string').slice(0, FALLBACK_COLUMNS);
}

/** The list's first order key (spec 001 §9, model/defaultOrder.ts); react-admin sorts on one field. */
export function defaultSortOf(schema: Props): SortPayload {
  const [first] = defaultOrderOf(schema);
  return { field: first.key, order: first.desc ? 'DESC' : 'ASC' };
}

/** Properties the list can be filtered on (the API refuses write-only ones in a filter). */
export const filterablePropertiesOf = (schema: Props): PropertyDefinition[] =>
  schema.propertiesList.filter((prop) => prop.filterable && listable(prop));
