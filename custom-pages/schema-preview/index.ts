// Aperçu d'un formulaire (super admin): any schema's generated form, filled from a record or empty, never saved.
import { lazy } from 'react';
import type { ConsoleModule } from '../types';

export const schemaPreviewModule: ConsoleModule = {
  id: 'schema-preview',
  pages: [
    {
      id: 'schema-preview',
      section: 'superadmin',
      path: 'schema-preview',
      label: "Aperçu d'un formulaire",
      sidebar: 'shortcuts',
      Component: lazy(() => import('./SchemaPreviewPage')),
    },
  ],
};
