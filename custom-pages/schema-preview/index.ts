// Aperçu d'un formulaire (super admin): any schema's generated form, filled from a record or empty, never saved.
import type { ConsoleModule } from '../types';
import { onDemand } from '../../schema-adapters/shared/onDemand';

export const schemaPreviewModule: ConsoleModule = {
  id: 'schema-preview',
  pages: [
    {
      id: 'schema-preview',
      section: 'superadmin',
      path: 'schema-preview',
      label: "Aperçu d'un formulaire",
      sidebar: 'shortcuts',
      Component: onDemand(() => import('./SchemaPreviewPage')),
    },
  ],
};
