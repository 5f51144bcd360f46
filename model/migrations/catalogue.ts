// Catalogue schema changes reach existing databases through numbered migrations (catalogue/schema-migrations.json):
// each names the schemas whose catalogue file replaces the stored one. A fresh database gets the catalogue as it is.

export interface CatalogueMigration {
  readonly id: number;
  /** Why, in French: logged at start and kept in the audit log. */
  readonly why: string;
  readonly schemas: readonly string[];
}

/** The list as written, checked: ids 1, 2, 3... in order, each with a reason and at least one schema. */
export function parseCatalogueMigrations(raw: unknown): CatalogueMigration[] {
  if (!Array.isArray(raw)) throw new Error('schema-migrations.json : une liste est attendue');
  return raw.map((m: Record<string, unknown>, i) => {
    const where = `schema-migrations.json, migration ${i + 1}`;
    if (m?.id !== i + 1) throw new Error(`${where} : l'id doit valoir ${i + 1}`);
    if (typeof m.why !== 'string' || !m.why.trim()) throw new Error(`${where} : la raison (why) manque`);
    if (!Array.isArray(m.schemas) || !m.schemas.length || !m.schemas.every((s) => typeof s === 'string' && s)) {
      throw new Error(`${where} : schemas doit lister au moins un type`);
    }
    return { id: m.id, why: m.why, schemas: m.schemas as string[] };
  });
}

/** Migrations after the last one applied to the database, in order. */
export const pendingCatalogueMigrations = (all: readonly CatalogueMigration[], applied: number): CatalogueMigration[] =>
  all.filter((m) => m.id > applied);
