// catalogue/schema-migrations.json: numbered in order, each naming schemas the catalogue holds.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCatalogueMigrations } from '../../server/domains/catalogue/migrations.js';

describe('catalogue schema migrations', () => {
  it('name only schemas of catalogue/schemas', () => {
    const files = new Set(fs.readdirSync('catalogue/schemas').map((f) => f.replace(/\.json$/, '')));
    for (const m of readCatalogueMigrations('catalogue')) for (const type of m.schemas) expect(files, `migration ${m.id}`).toContain(type);
  });
});
