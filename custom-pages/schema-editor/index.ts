// The schema screens (super admin): list, summary and editor, in place of the generic `schema` collection screens.
import type { ConsoleModule } from '../types';
import { onDemand } from '../../schema-adapters/shared/onDemand';

export const schemaEditorModule: ConsoleModule = {
  id: 'schema-editor',
  pages: [{ id: 'schemas', section: 'superadmin', path: 'schemas', label: 'Schémas', Component: onDemand(() => import('./SchemasPage')) }],
};
