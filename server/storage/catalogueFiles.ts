// The catalogue's schema files (catalogue/schemas/*.json), written back from the database by "dump schema".
import fs from 'node:fs';
import path from 'node:path';

/** Writes one file per schema and removes the files of schemas that are gone; returns the names written. */
export async function writeSchemaFiles(dir: string, schemas: { _id: string; text: string }[]): Promise<string[]> {
  await fs.promises.mkdir(dir, { recursive: true });
  const keep = new Set(schemas.map((s) => `${s._id}.json`));
  for (const file of await fs.promises.readdir(dir)) {
    if (file.endsWith('.json') && !keep.has(file)) await fs.promises.rm(path.join(dir, file));
  }
  for (const s of schemas) {
    const file = path.join(dir, `${s._id}.json`);
    const current = await fs.promises.readFile(file, 'utf8').catch(() => undefined);
    if (current !== s.text) await fs.promises.writeFile(file, s.text);
  }
  return [...keep].sort();
}
