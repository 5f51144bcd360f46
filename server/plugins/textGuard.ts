// One guard where all text enters: PostgreSQL cannot store a NUL character nor a lone UTF-16 surrogate (in text or
// jsonb), so a request carrying one in its path, query or JSON body is refused with a French 400 before any route.
// JSON typed inside a string (an Execute command, an adminFilter) is parsed later: its parser asks findBadText too.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findBadText } from '../../model/storableText.js';
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
}
