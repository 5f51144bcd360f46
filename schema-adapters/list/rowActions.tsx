// Buttons that screens above schema-adapters add to the rows of a type's list (moderation of questions and comments,
// statistics of a content): the app provides them by schema id through the console extensions (../extensions.tsx),
// since schema-adapters cannot import custom-pages.
import { Suspense, type ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { useConsoleExtensions } from '../extensions';

export interface ListRowActionProps {
  schema: DataSchema;
  record: RaRecord;
}

export interface ListRowAction {
  /** Unique among the actions of one type. */
  id: string;
  /** Drawn in the row's actions cell, before 'Supprimer'; its clicks must not bubble to the row (which opens it). */
  Component: ComponentType<ListRowActionProps>;
}

const NONE: readonly ListRowAction[] = [];
export const useListRowActions = (schemaId: string): readonly ListRowAction[] => useConsoleExtensions().listRowActions[schemaId] ?? NONE;

/** The row actions of a live record of the list (lazily loaded ones appear when ready). */
export const RowActions = ({ schema, record }: ListRowActionProps) => {
  const actions = useListRowActions(schema._id);
  return (
    <Suspense fallback={null}>
      {actions.map(({ id, Component }) => (
        <Component key={id} schema={schema} record={record} />
      ))}
    </Suspense>
  );
};
