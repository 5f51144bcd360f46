// A type's own read-only record view in place of the generic one (spec 000 §2: "Only the Export type has a custom
// read-only view"): the app provides them, since schema-adapters cannot import custom-pages.
import { createContext, useContext, type ComponentType } from 'react';
import type { DataSchema } from '../../model/metaSchema';

export type RecordView = ComponentType<{ schema: DataSchema; id: string }>;

const RecordViewsContext = createContext<Readonly<Record<string, RecordView>>>({});

export const RecordViewsProvider = RecordViewsContext.Provider;

export const useRecordView = (schemaId: string): RecordView | undefined => useContext(RecordViewsContext)[schemaId];
