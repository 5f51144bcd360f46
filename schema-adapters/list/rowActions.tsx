// Buttons that screens above schema-adapters add to the rows of a type's list (moderation of questions and comments,
// statistics of a content): the app provides them by schema id, since schema-adapters cannot import custom-pages.
import { Suspense, createContext, useContext, type ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';

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

const ListRowActionsContext = createContext<Readonly<Record<string, readonly ListRowAction[]>>>({});

export const ListRowActionsProvider = ListRowActionsContext.Provider;

const NONE: readonly ListRowAction[] = [];
export const useListRowActions = (schemaId: string): readonly ListRowAction[] => useContext(ListRowActionsContext)[schemaId] ?? NONE;

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
