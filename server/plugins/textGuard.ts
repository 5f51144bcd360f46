// One guard where all text enters: PostgreSQL cannot store a NUL character nor a lone UTF-16 surrogate (in text or
// jsonb), so a request carrying one in its path, query or JSON body is refused with a French 400 before any route.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { textProblem } from '../../model/storableText.js';
import { badRequest } from '../services/errors.js';

/** The first unstorable string among the keys and values of a parsed value, walked without recursion (any depth). */
export function findBadText(value: unknown): string | undefined {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) return problem;
    } else if (Array.isArray(item)) {
      for (const v of item) stack.push(v);
    } else if (item && typeof item === 'object') {
      for (const [key, v] of Object.entries(item)) {
        const problem = textProblem(key);
        if (problem) return problem;
        stack.push(v);
      }
    }
  }
  return undefined;
}

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
