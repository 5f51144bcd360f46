// The schema screens (super admin): list, summary and editor, in place of the generic `schema` collection screens.
import { lazy } from 'react';
import type { ConsoleModule } from '../types';

export const schemaEditorModule: ConsoleModule = {
  id: 'schema-editor',
  pages: [{ id: 'schemas', section: 'superadmin', path: 'schemas', label: 'Schémas', Component: lazy(() => import('./SchemasPage')) }],
};
