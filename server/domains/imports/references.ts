// References in an imported row (issue 31 §2): each value of a reference property must name a live record of the site
// (or a global one) or a row of the file. A row naming one that is neither yet may name a later row (a dump in `_id`
// order): it waits, up to PENDING_ROWS of them, until the file's end, and is refused only if still unknown then.
import type pg from 'pg';
import { holdsReferences } from '../../../model/propertyTypes.js';
import type { ImportTarget } from '../../../model/imports/index.js';
import type { RowProblem } from '../../../model/imports/index.js';
import { GLOBAL_SITE } from '../../services/schemaRegistry.js';
import { liveRecordKeys } from './storage.js';
import { isObject } from '../../../model/isObject.js';

/** Rows held until the file's end for a reference to a later row; past them, such a row is refused at once. */
export const PENDING_ROWS = 10_000;

export const UNKNOWN_REFERENCE = "désigne un enregistrement qui n'existe ni sur le site ni dans le fichier";

interface Named {
  label: string;
  cls: string;
  id: string;
}

export class ReferenceCheck {
  private readonly props: readonly ImportTarget[];

  /** `inFile`: whether a row of the file read so far is the record `cls`/`id`. */
  constructor(
    private readonly pool: pg.Pool,
    private readonly siteId: string,
    targets: readonly ImportTarget[],
    private readonly inFile: (cls: string, id: string) => boolean,
  ) {
    this.props = targets.filter((t) => !t.path.includes('.') && holdsReferences(t.prop));
  }

  /**
   * A row's references as they are stored, {_id, _cls, _isRef} (a bare id names the property's one type), in place:
   * a row equal to its record compares equal. What is no reference is left for the records service to refuse.
   */
  stored(body: Record<string, unknown>): void {
    for (const { path, prop } of this.props) {
      const one = (v: unknown) => {
        if (typeof v === 'string' && v && typeof prop.objectType === 'string') return { _id: v, _cls: prop.objectType, _isRef: true };
        return isObject(v) && typeof v._id === 'string' && typeof v._cls === 'string' ? { _id: v._id, _cls: v._cls, _isRef: true } : v;
      };
      const value = body[path];
      if (value !== undefined && value !== null) body[path] = Array.isArray(value) ? value.map(one) : one(value);
    }
  }

  /** The references a row's body (its references as stored) makes. */
  private named(body: Record<string, unknown>): Named[] {
    const found: Named[] = [];
    for (const { path, label } of this.props) {
      const value = body[path];
      for (const v of Array.isArray(value) ? value : [value]) {
        if (isObject(v) && v._isRef === true) found.push({ label, cls: v._cls as string, id: v._id as string });
      }
    }
    return found;
  }

  /** Whether any of the bodies names a record. */
  names(bodies: readonly Record<string, unknown>[]): boolean {
    return this.props.length > 0 && bodies.some((b) => this.named(b).length > 0);
  }

  /** For each body, the problems of its references to records that neither exist nor are rows of the file read so far. */
  async unknown(bodies: readonly Record<string, unknown>[]): Promise<RowProblem[][]> {
    if (!this.props.length) return bodies.map(() => []);
    const named = bodies.map((b) => this.named(b));
    const asked = named.flat().filter((r) => !this.inFile(r.cls, r.id));
    const live = await liveRecordKeys(this.pool, [this.siteId, GLOBAL_SITE], asked);
    return named.map((refs) => {
      const labels = new Set(refs.filter((r) => !this.inFile(r.cls, r.id) && !live.has(`${r.cls}/${r.id}`)).map((r) => r.label));
      return [...labels].map((field) => ({ field, reason: UNKNOWN_REFERENCE }));
    });
  }
}
