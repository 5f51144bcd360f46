// Which property each column of an imported file fills (issue 31 §1): by key ('email', 'address.city') or by French
// label ('E-mail', « Adresse - Ville » as the console's export writes it), ignoring case, accents and spaces. The user
// sees each match and may change it; a column that matches nothing is named and left out.
import type { DataSchema, PropertyDefinition } from '../metaSchema.js';
import { isForbiddenKey } from './extendedJson.js';

export interface ImportTarget {
  /** Dotted path in the record ('address.city'); '_id' is the record's identity. */
  path: string;
  /** French labels from the record down, joined as the export joins them ('Adresse - Ville'). */
  label: string;
  prop: PropertyDefinition;
}

export interface ColumnMatch {
  column: string;
  /** The target's path; null: left out. */
  path: string | null;
}

/** The records' own columns the export writes: read by the server, never imported (compared as normalised headers). */
const SERVER_COLUMN_HEADERS = ['createdAt', 'updatedAt', 'Créé le', 'Modifié le', '_cls', '_v', '_archived'];

const ID_TARGET: ImportTarget = { path: '_id', label: 'Identifiant', prop: { key: '_id', label: 'Identifiant', type: 'string' } };

/** A header as compared: lower case, no accents, one space between words, « - », « › » and « . » alike. */
export const normalisedHeader = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s*(?:›|>|\s-\s|\.)\s*/g, '.')
    .replace(/\s+/g, ' ')
    .trim();

const SERVER_COLUMNS = new Set(SERVER_COLUMN_HEADERS.map(normalisedHeader));

/** Every path a file may fill: the top-level properties and, one level down, an object's members. */
export function importTargets(schema: DataSchema, hidden: ReadonlySet<string> = new Set()): ImportTarget[] {
  const targets: ImportTarget[] = [ID_TARGET];
  const walk = (props: readonly PropertyDefinition[], path: string[], labels: string[]) => {
    for (const prop of props) {
      if (isForbiddenKey(prop.key) || (!path.length && hidden.has(prop.key))) continue;
      const here = [...path, prop.key];
      const label = [...labels, prop.label ?? prop.key];
      targets.push({ path: here.join('.'), label: label.join(' - '), prop });
      if (prop.type === 'object' && prop.propertiesList && !prop.multiple && here.length < 3) walk(prop.propertiesList, here, label);
    }
  };
  walk(schema.propertiesList, [], []);
  return targets;
}

/** Each header's target: its key path first, then its label; a header used twice keeps its first column only. */
export function matchColumns(targets: readonly ImportTarget[], headers: readonly string[]): ColumnMatch[] {
  const byKey = new Map(targets.map((t) => [normalisedHeader(t.path), t.path]));
  const byLabel = new Map<string, string>();
  for (const t of targets) if (!byLabel.has(normalisedHeader(t.label))) byLabel.set(normalisedHeader(t.label), t.path);
  const taken = new Set<string>();
  return headers.map((column) => {
    const wanted = normalisedHeader(column);
    const path = SERVER_COLUMNS.has(wanted) ? undefined : (byKey.get(wanted) ?? byLabel.get(wanted));
    if (!path || taken.has(path)) return { column, path: null };
    taken.add(path);
    return { column, path };
  });
}

/** Sets a dotted path in a record, creating the objects on the way (paths come from importTargets: no forbidden key). */
export function setPath(record: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let here = record;
  for (const key of keys.slice(0, -1)) {
    const next = here[key];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) here[key] = {};
    here = here[key] as Record<string, unknown>;
  }
  here[keys[keys.length - 1]] = value;
}
