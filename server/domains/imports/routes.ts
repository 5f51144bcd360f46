// Routes of imports (docs/api.md "Imports"): thin, the logic is in the services.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BY_CLS, importRunSchema } from '../../../model/imports/index.js';
import { AppError } from '../../errors.js';
import { callContext as ctx } from '../../plugins/session.js';
import { typed } from '../../plugins/typedApp.js';
import { sendCsv } from '../exports/index.js';
import { importParams, importReply, jobStarted, listQuery, listReply, typeParams, uploadedReply } from './schemas.js';
import { fileReplies, siteParams } from '../../schemas/index.js';
import { MAX_IMPORT_BYTES, tooLarge, type ImportService } from './service.js';
import type { ImportUndo } from './undo.js';

/** Bytes of a multipart body around its one file: boundaries, part headers, the file's name. */
const MULTIPART_ENVELOPE = 64 * 1024;

/** Uploading a file to import: the right to write the type the path names. */
const recordWrite = { right: 'recordWrite' } as const;
/** An import's page, runs and undo: the service asks for the right to write the import's type. */
const session = { right: 'session' } as const;

export function importRoutes(fastify: FastifyInstance, imports: ImportService, undo: ImportUndo): void {
  const app = typed(fastify);
  /** The file of an upload: a custom header (a cross-site form cannot send it, so an upload cannot be forged from another site). */
  const uploaded = async (req: FastifyRequest & { params: { siteId: string } }, type: string) => {
    if (req.headers['x-console-upload'] !== '1') throw new AppError(403, 'CROSS_ORIGIN', 'En-tête X-Console-Upload manquant');
    if (!req.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Envoyez le fichier en multipart/form-data (champ « file »)');
    // A body said larger than the file may be is refused before a byte of it is stored; one that does not say its
    // length is cut at the limit as it streams.
    if (Number(req.headers['content-length']) > MAX_IMPORT_BYTES + MULTIPART_ENVELOPE) throw tooLarge();
    // The route's own limits replace the server's: all of them are given again, only the file's size is larger.
    const part = await req.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1000 } });
    if (!part || part.fieldname !== 'file' || !part.filename)
      throw new AppError(400, 'BAD_REQUEST', 'Champ « file » manquant (un fichier, avec son nom)');
    return imports.upload(ctx(req), type, part.filename, part.file);
  };

  app.post('/api/:siteId/imports/new/:type', { config: recordWrite, schema: { params: typeParams, response: uploadedReply } }, async (req, reply) =>
    reply.status(201).send(await uploaded(req, req.params.type)),
  );

  // A dump of several types, each row's by its `_cls`: the service asks for a super administrator.
  app.post('/api/:siteId/imports/new', { config: session, schema: { params: siteParams, response: uploadedReply } }, async (req, reply) =>
    reply.status(201).send(await uploaded(req, BY_CLS)),
  );

  app.get('/api/:siteId/imports', { config: session, schema: { params: siteParams, querystring: listQuery, response: listReply } }, (req) =>
    imports.list(ctx(req), req.query.type),
  );

  app.get('/api/:siteId/imports/:id', { config: session, schema: { params: importParams, response: importReply } }, (req) =>
    imports.get(ctx(req), req.params.id),
  );

  app.post(
    '/api/:siteId/imports/:id/check',
    { config: session, schema: { params: importParams, body: importRunSchema, response: jobStarted } },
    async (req, reply) => reply.status(202).send(await imports.start(ctx(req), req.params.id, req.body ?? {}, true)),
  );

  app.post(
    '/api/:siteId/imports/:id/run',
    { config: session, schema: { params: importParams, body: importRunSchema, response: jobStarted } },
    async (req, reply) => reply.status(202).send(await imports.start(ctx(req), req.params.id, req.body ?? {}, false)),
  );

  app.post('/api/:siteId/imports/:id/undo', { config: session, schema: { params: importParams, response: jobStarted } }, async (req, reply) =>
    reply.status(202).send(await undo.start(ctx(req), req.params.id)),
  );

  app.get('/api/:siteId/imports/:id/refused', { config: session, schema: { params: importParams, response: fileReplies } }, async (req, reply) => {
    const { stream, size, fileName } = await imports.refusedRows(ctx(req), req.params.id);
    return sendCsv(reply, fileName, stream, size);
  });
}
