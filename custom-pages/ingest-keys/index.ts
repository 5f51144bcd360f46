// Clés d'ingestion (super admin): the keys the public sites send their events with.
import { lazy } from 'react';
import type { ConsoleModule } from '../types';

export const ingestKeysModule: ConsoleModule = {
  id: 'ingest-keys',
  pages: [
    {
      id: 'ingest-keys',
      section: 'superadmin',
      path: 'ingest-keys',
      label: "Clés d'ingestion",
      sidebar: 'shortcuts',
      Component: lazy(() => import('./IngestKeysPage')),
    },
  ],
};
