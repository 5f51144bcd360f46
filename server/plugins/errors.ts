// Every error leaves as {error, message, fields?} in French with its status; internals are never shown, nor the path.
import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { AuditEntry } from '../storage/auditLog.js';
import { AppError } from '../errors.js';
import { isBusyFailure } from '../storage/shapeChanges.js';
import { frenchSchemaError } from '../../model/schemaErrors.js';

type Known = [number, string, string];

const FASTIFY_ERRORS: Record<string, Known> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'TOO_LARGE', 'Requête trop volumineuse'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'Le corps de la requête doit être du JSON (Content-Type: application/json)'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'BAD_REQUEST', 'Corps JSON vide'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'BAD_REQUEST', 'Corps JSON invalide'],
  FST_ERR_VALIDATION: [400, 'BAD_REQUEST', 'Requête invalide'],
  FST_ERR_BAD_URL: [400, 'BAD_URL', 'Adresse invalide (encodage % incorrect)'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'URI_TOO_LONG', 'Adresse trop longue'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'BAD_REQUEST', 'Requête invalide'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'Envoyez le fichier en multipart/form-data (champ « file »)'],
  FST_PARTS_LIMIT: [413, 'TOO_LARGE', 'Trop de champs dans le formulaire envoyé'],
  FST_FILES_LIMIT: [413, 'TOO_LARGE', 'Un seul fichier par envoi'],
  FST_FIELDS_LIMIT: [413, 'TOO_LARGE', 'Trop de champs dans le formulaire envoyé'],
  FST_PROTO_VIOLATION: [400, 'BAD_MULTIPART', 'Nom de champ non autorisé dans le formulaire envoyé'],
  FST_MP_PREMATURE_CLOSE: [400, 'BAD_MULTIPART', 'Envoi interrompu avant la fin du formulaire'],
};

// @fastify/busboy (under @fastify/multipart) throws plain errors on a malformed body: no boundary, truncated.
const MULTIPART_FAULT = /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data)/;
const BAD_MULTIPART: Known = [400, 'BAD_MULTIPART', 'Formulaire multipart mal formé (séparateur absent ou envoi tronqué)'];

// The database out of reach (stopped, restarting, failing over): 503 until it is back, which the pool finds by itself.
// A connection refused or unreachable, one reset under a query (the server's only sockets that raise bare socket
// errors are its PostgreSQL connections: HTTP clients wrap theirs), PostgreSQL's refusals while it stops or starts
// (57P01-03), its connection exceptions (08xxx), and pg's own words for a connection that dropped mid-query.
const CONNECT_FAILURES = new Set(['ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH']);
const DROPPED = new Set(['ECONNRESET', 'EPIPE']);
const DATABASE_UNAVAILABLE: Known = [
  503,
  'DATABASE_UNAVAILABLE',
  'La base de données est momentanément injoignable : réessayez dans quelques secondes',
];

export function databaseUnavailable(err: { code?: unknown; message?: unknown; syscall?: unknown }): boolean {
  const code = typeof err.code === 'string' ? err.code : '';
  if ((err.syscall === 'connect' && CONNECT_FAILURES.has(code)) || DROPPED.has(code) || /^(57P0[123]|08...)$/.test(code)) return true;
  return !code && /^Connection terminated|^Client has encountered a connection error/.test(String(err.message));
}

// A request that met a deadlock, a lock or statement timeout: the database was busy, the request was not wrong.
const DATABASE_BUSY: Known = [503, 'BUSY', "La base est occupée par d'autres travaux : réessayez dans un instant"];

function knownError(err: FastifyError): Known | undefined {
  if (databaseUnavailable(err)) return DATABASE_UNAVAILABLE;
  if (isBusyFailure(err)) return DATABASE_BUSY;
  if (err.code && FASTIFY_ERRORS[err.code]) return FASTIFY_ERRORS[err.code];
  if (err instanceof SyntaxError) return FASTIFY_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY;
  if (!err.code && MULTIPART_FAULT.test(err.message)) return BAD_MULTIPART;
  return undefined;
}

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A person who typed or followed a broken console address reads a French page, not JSON. */
const errorPage = (message: string) => `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Adresse invalide</title></head>
<body><h1>Adresse invalide</h1><p>${escapeHtml(message)}.</p><p><a href="/">Revenir à la console</a></p></body></html>`;

/** Errors the router raises before any route or hook runs (bad percent-encoding, a path parameter too long). */
function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [status, code, message] = knownError(err) ?? [400, 'BAD_REQUEST', 'Requête invalide'];
  if (!request.url.startsWith('/api/') && request.headers.accept?.includes('text/html')) {
    void reply.status(status).type('text/html; charset=utf-8').send(errorPage(message));
    return;
  }
  void reply.status(status).send({ error: code, message });
}

const CLIENT_ERRORS: Record<string, Known> = {
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE', 'Adresse ou en-têtes de la requête trop longs'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'TIMEOUT', 'Requête trop lente, abandonnée'],
};

/** Errors of the HTTP parser, answered on the socket itself (no request exists yet). */
function clientErrorHandler(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = (err.code && CLIENT_ERRORS[err.code]) || [400, 'BAD_REQUEST', 'Requête HTTP mal formée'];
  const body = JSON.stringify({ error: code, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Options of the Fastify constructor that make the router's and the parser's errors French too. */
export const errorServerOptions: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler' | 'routerOptions'> = {
  frameworkErrors,
  clientErrorHandler,
  // Ids are up to 128 characters; longer path parameters are answered 414 by frameworkErrors.
  routerOptions: { maxParamLength: 500 },
};

const PLACES: Record<string, string> = { body: 'corps', querystring: 'paramètre', params: 'adresse', headers: 'en-tête' };

/** A route schema's refusal in French: where (corps, paramètre, adresse, en-tête), which field, and why. */
function validationMessage(err: FastifyError): string {
  const [first] = err.validation ?? [];
  if (!first) return 'Requête invalide';
  return `Requête invalide : ${PLACES[err.validationContext ?? ''] ?? 'requête'} ${frenchSchemaError(first as ErrorObject)}`;
}

/** Where a user's refusals are kept: the audit domain's log, handed down by app.ts. */
export interface AuditLog {
  record(entry: AuditEntry): Promise<void>;
}

export function registerErrorHandler(app: FastifyInstance, audit: AuditLog): void {
  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      // An anonymous caller's refusals are not kept one by one (what it presented instead of a session is counted
      // per address: domains/auth/failedChecks.ts); a user's are.
      if (err.status === 403 && request.user) {
        await audit.record({
          action: 'forbidden',
          userId: request.user?._id,
          login: request.user?.login,
          ip: request.ip,
          detail: { method: request.method, url: request.url.slice(0, 500), code: err.code },
        });
      }
      if (err.status === 503) void reply.header('retry-after', '5');
      return reply.status(err.status).send({ error: err.code, message: err.message, ...(err.fields && { fields: err.fields }) });
    }
    const known = knownError(err);
    if (known) {
      const [status, code, message] = known;
      if (status === 503) void reply.header('retry-after', '5');
      return reply.status(status).send({ error: code, message: err.validation ? validationMessage(err) : message });
    }
    if (err.statusCode && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ error: 'BAD_REQUEST', message: 'Requête invalide' });
    }
    request.log.error(err);
    return reply.status(500).send({ error: 'INTERNAL', message: 'Erreur interne du serveur' });
  });
}
