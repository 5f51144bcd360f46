// Images (section tools): the site's stored images by name, where each is used, delete to the archive and restore.
import { lazy } from 'react';
import type { ConsoleModule } from '../types';

export const imagesModule: ConsoleModule = {
  id: 'images',
  pages: [{ id: 'images', section: 'tools', path: 'images', label: 'Images', sidebar: 'shortcuts', Component: lazy(() => import('./ImagesPage')) }],
};
