// Images: the image API's rendering (rendering.ts: resized and cropped versions, served by the files domain's
// routes.ts) and the images tool (spec 000 §2 Images): search of a site's stored images by name, where each is used
// (link index), delete to the file archive and restore. Its screen: custom-pages/images/.
import type { FastifyPluginAsync } from 'fastify';
import type { LinkIndex } from '../../services/linkIndex.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import type { FileStore } from '../../storage/fileStore.js';
import { imageToolRoutes } from './routes.js';
import { ImageToolService } from './service.js';

export { ImageService } from './rendering.js';

export interface ImagesDomainOptions {
  store: FileStore;
  links: LinkIndex;
  registry: SchemaRegistry;
}

export const imagesDomain: FastifyPluginAsync<ImagesDomainOptions> = async (app, { store, links, registry }) => {
  imageToolRoutes(app, new ImageToolService(store, links, registry));
};
