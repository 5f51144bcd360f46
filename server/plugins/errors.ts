// Every error leaves as {error, message, fields?} in French with its status; internals are never shown.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { AuditService } from '../services/audit.js';
import { AppError } from '../services/errors.js';

const FASTIFY_ERRORS: Record<string, [number, string, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'TOO_LARGE', 'Requête trop volumineuse'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'Le corps de la requête doit être du JSON (Content-Type: application/json)'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'BAD_REQUEST', 'Corps JSON vide'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'BAD_REQUEST', 'Corps JSON invalide'],
  FST_ERR_VALIDATION: [400, 'BAD_REQUEST', 'Requête invalide'],
};

export function registerErrorHandler(app: FastifyInstance, audit: AuditService): void {
  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.status === 403) {
        await audit.record({ action: 'forbidden', userId: request.user?._id, login: request.user?.login, ip: request.ip,
          detail: { method: request.method, url: request.url.slice(0, 500), code: err.code } });
      }
      return reply.status(err.status).send({ error: err.code, message: err.message, ...(err.fields && { fields: err.fields }) });
    }
    const known = (err.code && FASTIFY_ERRORS[err.code]) || (err instanceof SyntaxError ? FASTIFY_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY : undefined);
    if (known) {
      const [status, code, message] = known;
      return reply.status(status).send({ error: code, message: err.validation ? `${message} : ${err.message}` : message });
    }
    if (err.statusCode && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ error: 'BAD_REQUEST', message: 'Requête invalide' });
    }
    request.log.error(err);
    return reply.status(500).send({ error: 'INTERNAL', message: 'Erreur interne du serveur' });
  });
}
