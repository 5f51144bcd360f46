// A type's own read-only record view in place of the generic one (spec 000 §2: "Only the Export type has a custom
// read-only view"): the app provides them through the console extensions (../extensions.tsx), since schema-adapters
// cannot import custom-pages.
import type { ComponentType } from 'react';
import type { DataSchema } from '../../model/metaSchema';
import { useConsoleExtensions } from '../extensions';

export type RecordView = ComponentType<{ schema: DataSchema; id: string }>;

export const useRecordView = (schemaId: string): RecordView | undefined => useConsoleExtensions().recordViews[schemaId];
