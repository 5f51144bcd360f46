// Video encoding (section encoding, right contents): the queue's pages (in progress, in error, all) and the
// 'Flux vidéo' tab of a Video record.
import type { ConsoleModule } from '../types';
import { onDemand } from '../../schema-adapters/shared/onDemand';

const QUEUE_PAGES = [
  ['encoding', 'En cours', 'InProgressPage'],
  ['error', 'En erreur', 'ErrorPage'],
  ['all', 'Tous', 'AllPage'],
] as const;

export const encodingModule: ConsoleModule = {
  id: 'encoding',
  pages: QUEUE_PAGES.map(([path, label, page]) => ({
    id: `video-encoding-${path}`,
    section: 'encoding',
    path,
    label,
    sidebar: 'shortcuts' as const,
    Component: onDemand(() => import('./EncodingQueuePage').then((m) => m[page])),
  })),
  recordTabs: { Video: [{ label: 'Flux vidéo', Component: onDemand(() => import('./VideoStreamsTab')) }] },
};
