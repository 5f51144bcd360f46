// npm test's vitest run, in two processes side by side. In one process vitest puts every project without file
// parallelism (the server suites, one file at a time against their server) in one sequential group after the parallel
// ones: the API suites started only once every unit test had ended, and the whole took 57 minutes on CI's 2 cores.
// Now the API suites (34 minutes, mostly waiting for their server) run beside the rest: the unit tests (CPU-bound),
// then security, api-s3 and fleet, each against servers of their own.
// Arguments go to both runs; `--outputFile=x.json` becomes x.json and x-server.json (the API suites'); `--project`
// runs one process as asked. The API run's output is shown as it comes, the other's once it has ended.
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const LANES = [['unit', 'security', 'api-s3', 'fleet'], ['api']];

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
const [rest, api] = await Promise.all([
  vitest([...projects(LANES[0]), '--passWithNoTests', ...args], true),
  vitest([...projects(LANES[1]), '--passWithNoTests', ...args.map((a) => (a.startsWith('--outputFile') ? serverOutput(a) : a))], false),
]);
process.stdout.write(`\n── ${LANES[0].join(', ')} ──\n`);
process.stdout.write(rest.output);
// Which lane ended in error, when one did with every test passed (the API lane's end is above the other's output).
if (rest.code || api.code) process.stdout.write(`\nExit codes: ${LANES[0].join(', ')} ${rest.code}; ${LANES[1].join(', ')} ${api.code}\n`);
process.exit(rest.code || api.code);
