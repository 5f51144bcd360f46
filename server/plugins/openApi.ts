// The API reference (docs/api.md says what each route means): an OpenAPI 3.1 document generated from the routes'
// declared schemas at GET /api/openapi.json, and Swagger UI at /api/docs, served from node_modules (no CDN), in the
// console's colours. Both for developers and super administrators, like the other tools of the developer menu.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { declaresRight, errorReplies } from '../schemas/index.js';
import { REFERENCE_TAGS, tagOf } from './openApiTags.js';
import { REFERENCE_CSS, REFERENCE_LOGO } from './openApiTheme.js';

export const REFERENCE_PATH = '/api/docs';
const REFERENCE_RIGHT = 'developer';

/** The files of the reference page (Swagger UI's scripts and styles, its copy of the document): not API routes. */
const isReferenceAsset = (url: string) => url.startsWith(`${REFERENCE_PATH}/`) && url !== `${REFERENCE_PATH}/`;
/** The document names the page as the route table does (Swagger UI declares it as `/api/docs/`). */
const documentedUrl = (url: string) => (url === `${REFERENCE_PATH}/` ? REFERENCE_PATH : url);

/** Swagger UI declares neither rights nor answers: its routes get the reference's, before the start checks them. */
function declareReferenceRoute(route: RouteOptions): void {
  if (route.url !== REFERENCE_PATH && !route.url.startsWith(`${REFERENCE_PATH}/`)) return;
  route.config = { ...route.config, right: REFERENCE_RIGHT };
  const page = { 200: { description: 'La page de référence', content: { 'text/html': { schema: { type: 'string' } } } }, ...errorReplies };
  route.schema = { ...route.schema, hide: isReferenceAsset(route.url), response: route.schema?.response ?? page };
}

/**
 * Registered before any route: @fastify/swagger collects every route as it is added. Hidden from the document: what
 * is not API (the console's static files and client-side routes, `/` and `/*`) and the reference page's own files.
 */
export const openApiDocument = fp(
  async (app) => {
    app.addHook('onRoute', declareReferenceRoute);
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: "Console d'administration — référence de l'API",
          description:
            'Les routes de la console, générées de leurs schémas déclarés. Le sens de chaque route, ses erreurs et ses droits : docs/api.md. Chaque route exige une session (cookie `session`) sauf mention contraire.',
          version: '1',
        },
        tags: REFERENCE_TAGS,
      },
      transform: ({ schema, url }) => ({
        schema: declaresRight(url) && !isReferenceAsset(url) ? { ...schema, tags: schema?.tags ?? [tagOf(url)] } : { ...schema, hide: true },
        url: documentedUrl(url),
      }),
    });
  },
  { name: 'openapi-document' },
);

/** GET /api/openapi.json and the page at /api/docs. */
export const openApiReference = fp(
  async (app) => {
    app.get(
      '/api/openapi.json',
      {
        config: { right: REFERENCE_RIGHT },
        schema: {
          summary: "Le document OpenAPI 3.1 de l'API",
          response: { 200: { type: 'object', additionalProperties: true }, ...errorReplies },
        },
      },
      async () => app.swagger(),
    );
    await app.register(swaggerUi, {
      routePrefix: REFERENCE_PATH,
      logo: REFERENCE_LOGO,
      theme: { title: "Référence de l'API — console", css: [{ filename: 'console.css', content: REFERENCE_CSS }] },
      uiConfig: { docExpansion: 'none', deepLinking: true, defaultModelsExpandDepth: -1, tryItOutEnabled: false },
    });
  },
  { name: 'openapi-reference', dependencies: ['openapi-document'] },
);
