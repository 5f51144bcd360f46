// Uploads, stored files and the image API (docs/api.md "Files and images").
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/session.js';
import { typed } from '../../plugins/typedApp.js';
import { AppError } from '../../errors.js';
import type { FileService } from './service.js';
import type { ImageService } from '../images/index.js';
import type { StoredFile } from '../../../model/files/index.js';
import { answerOf, errorReplies, fileReplies, scalars, SITE_ID, siteParams } from '../../schemas/index.js';

/** A stored file's path after the site. */
const fileParams = { type: 'object', required: ['siteId', '*'], properties: { siteId: SITE_ID, '*': { type: 'string', maxLength: 500 } } } as const;
const uploaded = answerOf<StoredFile>()(
  scalars({ path: 'string', url: 'string', name: 'string', size: 'integer', humanSize: 'string', mime: 'string' }).properties,
);
/** Files and images answer a stream, which Fastify sends as it is: only their errors are serialised. */
const streamed = { response: fileReplies };
const imageQuery = {
  type: 'object',
  properties: {
    w: { type: 'integer' },
    h: { type: 'integer' },
    c: { type: 'integer' },
    q: { type: 'integer' },
    bf: { type: 'string', maxLength: 6 },
    p: { type: 'string', maxLength: 20 },
    algo: { type: 'integer' },
    force: { type: 'integer' },
  },
} as const;

const badMultipart = () => new AppError(400, 'BAD_MULTIPART', 'Formulaire multipart mal formé (en-tête Content-Type, séparateur ou envoi tronqué)');

/** RFC 2046 §5.1.1: one boundary of 1 to 70 characters (bchars), quoted or not; anything else is refused, not guessed at. */
const BOUNDARY_CHARS = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;
function checkBoundary(contentType: string | undefined): void {
  const boundaries = [...(contentType ?? '').matchAll(/;\s*boundary\s*=\s*(?:"([^"]*)"|([^";\s]*))/gi)].map((m) => m[1] ?? m[2]);
  if (boundaries.length !== 1 || !BOUNDARY_CHARS.test(boundaries[0])) throw badMultipart();
}

/** @fastify/busboy throws plain errors on a malformed body (a part cut short, ...): the client's fault, whatever their words. */
function multipartFault(err: unknown): never {
  if (err instanceof Error && !(err instanceof AppError) && !('code' in err) && err.stack?.includes('@fastify/busboy')) throw badMultipart();
  throw err;
}

/** Any user reads a site's files; in the global space, the sites' logos only (FileService.locate). */
const logos = { right: 'session', globalRight: 'session' } as const;

export function fileRoutes(fastify: FastifyInstance, files: FileService, images: ImageService): void {
  const app = typed(fastify);
  const ctx = (req: FastifyRequest & { params: { siteId: string } }) => ({ user: currentUser(req), siteId: req.params.siteId });

  app.post(
    '/api/:siteId/files',
    // A file is uploaded for a record: the right to write some type that holds files.
    { config: { right: 'upload' }, schema: { params: siteParams, response: { 201: uploaded, ...errorReplies } } },
    async (req, reply) => {
      // A custom header: a cross-site form cannot send it, so a multipart upload cannot be forged from another site.
      if (req.headers['x-console-upload'] !== '1') throw new AppError(403, 'CROSS_ORIGIN', 'En-tête X-Console-Upload manquant');
      if (!req.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Envoyez le fichier en multipart/form-data (champ « file »)');
      checkBoundary(req.headers['content-type']);
      const part = await req.file().catch(multipartFault);
      if (!part || part.fieldname !== 'file') throw new AppError(400, 'BAD_REQUEST', 'Champ « file » manquant');
      // A part with no filename is a form field, not a file.
      if (!part.filename) throw new AppError(400, 'BAD_REQUEST', 'Le champ « file » doit être un fichier, avec son nom');
      return reply.status(201).send(await files.upload(ctx(req), part.filename, part.file));
    },
  );

  app.get('/api/:siteId/files/*', { config: logos, schema: { params: fileParams, ...streamed } }, async (req, reply) => {
    const file = await files.open(ctx(req), `/${req.params['*']}`, req.headers.range);
    reply.header('Content-Type', file.type.mime).header('Accept-Ranges', 'bytes').header('Cache-Control', 'private, max-age=3600');
    if (!file.type.inline) reply.header('Content-Disposition', 'attachment');
    // Players seek with ranges (the in-page MP4 and HLS players).
    if (file.range === 'unsatisfiable') {
      reply.header('Content-Range', `bytes */${file.size}`);
      throw new AppError(416, 'RANGE_NOT_SATISFIABLE', `Plage d'octets hors du fichier (${file.size} octets)`);
    }
    const { range, size, stream } = file;
    if (!range) return reply.header('Content-Length', size).send(stream);
    return reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(stream);
  });

  app.get('/api/:siteId/images/*', { config: logos, schema: { params: fileParams, querystring: imageQuery, ...streamed } }, async (req, reply) => {
    const { stream, size, mime } = await images.render(ctx(req), `/${req.params['*']}`, req.query);
    return reply.header('Content-Type', mime).header('Content-Length', size).header('Cache-Control', 'private, max-age=86400').send(stream);
  });
}
