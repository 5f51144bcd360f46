import type { DataSchema } from '../../model/metaSchema';

/** How save, delete and restore messages name a record's schema: its label ('{schema label} - {id} a bien été enregistrée', spec 000 §5). */
export const recordNounOf = (schema: Pick<DataSchema, 'label'>): string => schema.label;
