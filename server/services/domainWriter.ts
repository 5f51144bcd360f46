// Records that the domain's jobs write themselves (renewals, gift codes), inside their own transaction: stored as
// the generic service stores them (shape versions, search columns) and audited under the job's name.
import type pg from 'pg';
import { writeDetail } from './writeAudit.js';
import { stampedDoc } from './documentMigrations.js';
import { AppError } from '../errors.js';
import type { SchemaRegistry } from './schemaRegistry.js';
import { searchColumnsOf } from './searchIndex.js';
import { insertAudit } from '../storage/auditLog.js';
import { insertDocument, replaceDocument } from '../storage/documentWrites.js';
import { setWriteOrigin } from '../storage/recordVersions.js';
import { writeOriginOf } from './writeOrigin.js';

export interface Actor {
  /** The admin who started the job, or nobody (cron). */
  userId?: string;
  /** Their login, else the job's kind. */
  login: string;
}

export const refTo = (cls: string, id: string) => ({ _id: id, _cls: cls, _isRef: true });

export class DomainWriter {
  constructor(private registry: SchemaRegistry) {}

  private schema(cls: string) {
    const schema = this.registry.get(cls);
    if (!schema) throw new AppError(500, 'NO_SCHEMA', `Schéma introuvable : ${cls}`);
    return schema;
  }

  /** Inserts a record; false when the id is taken (a replayed run finds its own earlier write). */
  async insert(client: pg.PoolClient, actor: Actor, siteId: string, cls: string, id: string, doc: Record<string, unknown>): Promise<boolean> {
    const schema = this.schema(cls);
    await setWriteOrigin(client, writeOriginOf({ _id: actor.userId, login: actor.login }));
    const stored = await insertDocument(client, siteId, cls, id, stampedDoc(schema, doc), searchColumnsOf(schema, id, doc));
    if (!stored) return false;
    await insertAudit(client, { ...actor, action: 'create', siteId, cls, recordId: id, detail: writeDetail(schema, 'create', undefined, doc) });
    return true;
  }

  async replace(
    client: pg.PoolClient,
    actor: Actor,
    siteId: string,
    cls: string,
    id: string,
    before: Record<string, unknown>,
    after: Record<string, unknown>,
  ): Promise<void> {
    const schema = this.schema(cls);
    await setWriteOrigin(client, writeOriginOf({ _id: actor.userId, login: actor.login }));
    await replaceDocument(client, siteId, cls, id, stampedDoc(schema, after), searchColumnsOf(schema, id, after));
    await insertAudit(client, { ...actor, action: 'update', siteId, cls, recordId: id, detail: writeDetail(schema, 'update', before, after) });
  }
}
