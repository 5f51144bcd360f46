// Moderation (spec 000 §4): questions and user comments are accepted (published), refused (rejected) or archived from
// their lists, any status from any other. Publishing a record with no publication date dates it now (Unix seconds),
// in the write that publishes it, whichever client writes it.
import type { PropertyDefinition } from '../../../model/metaSchema.js';
import { MODERATED_TYPES, PUBLISHED } from '../../../model/moderation/index.js';
import type { CallContext } from '../../services/access.js';
import { badRequest, notFound } from '../../errors.js';
import type { RecordService } from '../../services/records.js';
import type { Saved } from '../../services/recordView.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';

/** Sets publishTs to `nowSeconds` when the document is published without one. */
export function datePublication(doc: Record<string, unknown>, nowSeconds: number): void {
  if (doc.status === PUBLISHED && (doc.publishTs === undefined || doc.publishTs === null)) doc.publishTs = nowSeconds;
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export class ModerationService {
  constructor(
    private records: RecordService,
    private registry: SchemaRegistry,
  ) {}

  /** Sets a moderated record's status: one write, which also dates a first publication. */
  async setStatus(ctx: CallContext, type: string, id: string, status: string): Promise<Saved> {
    if (!(MODERATED_TYPES as readonly string[]).includes(type)) throw notFound(`Pas de modération pour le type ${type.slice(0, 100)}`);
    const values = this.statusValues(type);
    if (!values.includes(status)) throw badRequest('VALIDATION', `Statut inconnu : ${status.slice(0, 50)} (attendu : ${values.join(', ')})`);
    return this.records.update(ctx, type, id, { status });
  }

  private statusValues(type: string): string[] {
    const prop: PropertyDefinition | undefined = this.registry.get(type)?.propertiesList.find((p) => p.key === 'status');
    return (prop?.values ?? []).map((v) => String(v.value));
  }
}
