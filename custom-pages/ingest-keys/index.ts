// Clés d'ingestion (super admin): the keys the public sites send their events with.
import type { ConsoleModule } from '../types';
import { onDemand } from '../../schema-adapters/shared/onDemand';

export const ingestKeysModule: ConsoleModule = {
  id: 'ingest-keys',
  pages: [
    {
      id: 'ingest-keys',
      section: 'superadmin',
      path: 'ingest-keys',
      label: "Clés d'ingestion",
      sidebar: 'shortcuts',
      Component: onDemand(() => import('./IngestKeysPage')),
    },
  ],
};
