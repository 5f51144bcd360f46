// Images (section tools): the site's stored images by name, where each is used, delete to the archive and restore.
import type { ConsoleModule } from '../types';
import { onDemand } from '../../schema-adapters/shared/onDemand';

export const imagesModule: ConsoleModule = {
  id: 'images',
  pages: [
    { id: 'images', section: 'tools', path: 'images', label: 'Images', sidebar: 'shortcuts', Component: onDemand(() => import('./ImagesPage')) },
  ],
};
