import type { DataSchema } from '../../model/metaSchema';

/** How messages name one record of a schema: its singular, else its label. */
export const recordNounOf = (schema: Pick<DataSchema, 'label' | 'singular'>): string => schema.singular || schema.label;
