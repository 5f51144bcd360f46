// A job acts with its starter's current rights (design.md §5): their account is read again before the run and before
// each batch (each progress step), and asked what the job needs of them. Jobs started by nobody (cron, start-up) and
// kinds that do their site's queued work (`starterMay: false`) are not concerned.
import type pg from 'pg';
import { canAccessSite, hasRight, type SessionUser } from '../../model/rights.js';
import { AppError } from '../errors.js';
import { sessionUserOf } from '../../model/sessionUser.js';
import { findAdminUserById } from '../storage/adminUsers.js';
import type { JobContext, JobKind } from './types.js';

/** The French reason a job stops for: its starter may no longer do what it does. */
export const rightLost = (login: string, why: string) => `Tâche arrêtée : ${login} a perdu le droit de la poursuivre (${why})`;

/**
 * The starter's account as it is now, or the reason the job must stop. `user` is undefined for a job nobody started
 * or a kind that does not act as its starter.
 */
export async function starterNow(pool: pg.Pool, kind: JobKind, ctx: JobContext): Promise<{ user?: SessionUser; refusal?: string }> {
  if (!ctx.startedBy || kind.starterMay === false) return {};
  const { login } = ctx.startedBy;
  const row = await findAdminUserById(pool, ctx.startedBy.id);
  if (!row || row.doc.disabled === true) return { refusal: rightLost(login, 'compte désactivé ou archivé') };
  const user = sessionUserOf(row.id, row.doc);
  if (!canAccessSite(user, ctx.siteId)) return { refusal: rightLost(login, `site ${ctx.siteId} hors de ses sites`) };
  if (kind.right && !hasRight(user, kind.right)) return { refusal: rightLost(login, `droit « ${kind.right} » retiré`) };
  try {
    await kind.starterMay?.(user, ctx);
  } catch (err) {
    if (err instanceof AppError && err.status < 500) return { refusal: rightLost(login, err.message) };
    throw err;
  }
  return { user };
}
