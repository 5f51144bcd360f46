// 'Mes sessions' (issue 32 §3): one's live sessions with their device, address, sign-in method and last activity,
// ended one by one or all but this one; a super administrator sees and ends another account's. Ending goes through
// AuthService.endSession, so the session's live-event streams close on every server.
import type { SessionUser } from '../../../model/rights.js';
import { notFound } from '../../errors.js';
import type { AuditService } from '../audit/index.js';
import { sessionKeyOf, type AuthService } from '../auth/index.js';
import type { Queryable } from '../../storage/db.js';
import * as storage from './storage.js';
import { describeDevice } from './userAgent.js';

export interface SessionInfo {
  key: string;
  device: string;
  userAgent: string;
  ip: string;
  method: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

export class SessionsView {
  constructor(
    private db: Queryable,
    private auth: AuthService,
    private audit: AuditService,
    private idleMs: number,
  ) {}

  async list(userId: string, sessionToken: string | undefined): Promise<SessionInfo[]> {
    const current = sessionToken ? sessionKeyOf(sessionToken) : '';
    const rows = await storage.liveSessionsOf(this.db, userId, this.idleMs);
    return rows.map((s) => ({
      key: s.key,
      device: describeDevice(s.userAgent),
      userAgent: s.userAgent,
      ip: s.ip,
      method: s.method,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      current: s.key === current,
    }));
  }

  /** Ends one of `userId`'s sessions; 404 when it is not theirs or already over (nothing to tell apart). */
  async end(by: SessionUser, userId: string, key: string, ip: string): Promise<void> {
    const live = await storage.liveSessionsOf(this.db, userId, this.idleMs);
    if (!live.some((s) => s.key === key)) throw notFound('Session introuvable ou déjà terminée');
    await this.auth.endSession(key);
    await this.audited(by, userId, ip, 1);
  }

  /** Ends every session of the account but the caller's own. */
  async endOthers(by: SessionUser, sessionToken: string | undefined, ip: string): Promise<{ ended: number }> {
    const current = sessionToken ? sessionKeyOf(sessionToken) : '';
    const others = (await storage.liveSessionsOf(this.db, by._id, this.idleMs)).filter((s) => s.key !== current);
    for (const s of others) await this.auth.endSession(s.key);
    await this.audited(by, by._id, ip, others.length);
    return { ended: others.length };
  }

  private audited(by: SessionUser, userId: string, ip: string, count: number) {
    return this.audit.onAdminUser(by, ip, userId, 'session_ended', { count });
  }
}
