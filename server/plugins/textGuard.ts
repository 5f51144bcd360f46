// One guard where all text enters: PostgreSQL cannot store a NUL character nor a lone UTF-16 surrogate (in text or
// jsonb), so a request carrying one in its path, query or JSON body is refused with a French 400 before any route.
// JSON typed inside a string (an Execute command, an adminFilter) is parsed later: its parser asks findBadText too.
// Numbers too large to be finite are refused the same way, once the route's schema has coerced them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findBadText, findNonFiniteNumber } from '../../model/storableText.js';
import { badRequest } from '../errors.js';

export function registerTextGuard(app: FastifyInstance): void {
  // preValidation: the body is parsed, the route's schema has not run yet (its coercions would hide nothing).
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const [where, value] of [
      ['adresse', request.params],
      ['paramètres', request.query],
      ['corps', request.body],
      ['cookies', request.cookies],
    ] as const) {
      const problem = findBadText(value);
      if (problem) throw badRequest('BAD_TEXT', `Requête refusée (${where}) : ${problem}`);
    }
  });
  // preHandler: once the schema has coerced the query, where '1e309' has become Infinity.
  app.addHook('preHandler', async (request: FastifyRequest) => {
    for (const [where, value] of [
      ['adresse', request.params],
      ['paramètres', request.query],
      ['corps', request.body],
    ] as const) {
      if (findNonFiniteNumber(value)) throw badRequest('BAD_NUMBER', `Requête refusée (${where}) : nombre hors limites`);
    }
  });
}
