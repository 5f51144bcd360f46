// Video encoding (section encoding, right contents): the queue's pages (in progress, in error, all) and the
// 'Flux vidéo' tab of a Video record.
import { lazy } from 'react';
import type { ConsoleModule } from '../types';

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
    Component: lazy(() => import('./EncodingQueuePage').then((m) => ({ default: m[page] }))),
  })),
  recordTabs: { Video: [{ label: 'Flux vidéo', Component: lazy(() => import('./VideoStreamsTab')) }] },
};
