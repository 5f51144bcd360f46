// npm test's vitest run, in two processes side by side: the project `unit` (pure and screen tests, CPU-bound) and the
// server suites (api, api-s3, security, fleet: one file at a time, each mostly waiting for its server). In one process
// vitest puts every project without file parallelism in one sequential group after the parallel ones, so the server
// suites started only once every unit test had ended (57 minutes on CI's 2 cores, 16 of them unit tests alone).
// Arguments go to both runs; `--outputFile=x.json` becomes x.json (unit) and x-server.json; `--project` runs one
// process as asked. The server run's output is shown as it comes, the unit run's once it has ended.
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const SERVER_PROJECTS = ['api', 'api-s3', 'security', 'fleet'];

/** Runs vitest with `laneArgs`; answers its exit code, and its output when `buffered`. */
function vitest(laneArgs, buffered) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...laneArgs], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks) }));
  });
}

if (args.some((a) => a === '--project' || a.startsWith('--project='))) {
  process.exit((await vitest(args, false)).code);
}

const serverOutput = (a) => a.replace(/^(--outputFile(?:\.json)?=.*?)(\.json)?$/, (_, base, ext) => `${base}-server${ext ?? ''}`);
const projects = (names) => names.flatMap((name) => ['--project', name]);
// A file filter may match one lane only: the other then has nothing to run, which is no failure.
const [unit, server] = await Promise.all([
  vitest([...projects(['unit']), '--passWithNoTests', ...args], true),
  vitest([...projects(SERVER_PROJECTS), '--passWithNoTests', ...args.map((a) => (a.startsWith('--outputFile') ? serverOutput(a) : a))], false),
]);
process.stdout.write('\n── unit ──\n');
process.stdout.write(unit.output);
process.exit(unit.code || server.code);
