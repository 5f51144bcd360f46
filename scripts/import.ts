// `npm run import -- --site demo-prod --type User --file users.ndjson [--dry-run] [--mode upsert --key email]
// [--login admin] [--stop-at-first-refusal]` (issue 31 §5; without --type, a dump of several types by `_cls`, §6): the list's 'Importer' from a terminal. It builds the same
// app as the server without listening (as `npm run worker` does, so every type's hooks are there) and runs the import
// engine's dry run and import here, acting as the console user `--login` with their rights; it prints the same report
// and exits with 1 when rows were refused or the file could not be read. Database: DATABASE_URL, or the embedded
// PostgreSQL of a console running on DATA_DIR (its files too).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BY_CLS, IMPORT_MODES, type ImportMode } from '../model/imports/index.js';
import { reportLines } from '../model/imports/index.js';
import { buildApp } from '../server/app.js';
import { readConfig } from '../server/config.js';
import type { ImportEngine } from '../server/domains/index.js';
import { sessionUserOf } from '../model/sessionUser.js';
import { findAdminUserByLogin } from '../server/storage/adminUsers.js';
import { createPool } from '../server/storage/db.js';
import { readEmbeddedUrl } from '../server/storage/embeddedPostgres.js';
import { runImport } from './importRun.js';

const USAGE =
  'Usage : npm run import -- --site <site> [--type <Type>] --file <fichier> [--dry-run] [--mode create|update|upsert] [--key <champ>] [--login <login>] [--stop-at-first-refusal]';

function options() {
  const { values } = parseArgs({
    options: {
      site: { type: 'string' },
      type: { type: 'string' },
      file: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      mode: { type: 'string', default: 'create' },
      key: { type: 'string' },
      login: { type: 'string' },
      'stop-at-first-refusal': { type: 'boolean', default: false },
    },
  });
  const { site, type, file, mode } = values;
  if (!site || !file) throw new Error(USAGE);
  if (!IMPORT_MODES.includes(mode as ImportMode)) throw new Error(`--mode : create, update ou upsert (reçu : ${mode})`);
  if (!fs.existsSync(file)) throw new Error(`Fichier introuvable : ${file}`);
  return {
    site,
    // Without a type, a dump of several: each row's `_cls`.
    type: type ?? BY_CLS,
    file,
    mode: mode as ImportMode,
    key: values.key,
    login: values.login,
    dryRun: values['dry-run'],
    stop: values['stop-at-first-refusal'],
  };
}

async function main(): Promise<number> {
  const args = options();
  const config = readConfig();
  const url = config.databaseUrl ?? readEmbeddedUrl(config.dataDir);
  if (!url) throw new Error(`Aucune base de données : donnez DATABASE_URL, ou démarrez d'abord la console (npm start) sur ${config.dataDir}`);
  const pool = createPool(url, 'console-import');
  let engine: ImportEngine | undefined;
  // No OpenID simulator here: the serving console's own is the one its SsoProvider record points at.
  const app = await buildApp(
    pool,
    { ...config, jobWorkers: false, sso: { ...config.sso, standIn: false } },
    { importEngine: (built) => (engine = built) },
  );
  try {
    await app.ready();
    const login = args.login ?? config.adminLogin;
    const account = await findAdminUserByLogin(pool, login);
    if (!account || account.doc.disabled === true) throw new Error(`Compte introuvable ou désactivé : ${login}`);
    const ctx = { user: sessionUserOf(account.id, account.doc), siteId: args.site };
    const outcome = await runImport(engine!, ctx, {
      type: args.type,
      fileName: path.basename(args.file),
      open: () => fs.createReadStream(args.file),
      run: { mode: args.mode, ...(args.key && { key: args.key }), stopAtFirstRefusal: args.stop },
      dryRun: args.dryRun,
      print: (line) => console.log(line),
    });
    for (const line of reportLines(outcome)) console.log(line);
    return outcome.state === 'failed' || outcome.counts.refused > 0 ? 1 : 0;
  } finally {
    await app.close().catch(() => {});
    await pool.end().catch(() => {});
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
