// The S3 stand-in as its own process, one per fleet (npm run fleet): S3_STAND_IN_PORT (0: any free port),
// S3_STAND_IN_DIR (where the objects are kept). Prints one line with its URL once listening; stops on SIGINT/SIGTERM.
import { startS3StandIn } from './server.js';

const dir = process.env.S3_STAND_IN_DIR;
if (!dir) {
  console.error('S3_STAND_IN_DIR manquant : le dossier où garder les objets');
  process.exit(2);
}
const standIn = await startS3StandIn({ port: Number(process.env.S3_STAND_IN_PORT ?? 0), host: process.env.S3_STAND_IN_HOST ?? '127.0.0.1', dir });
console.log(standIn.url);
const stop = () => void standIn.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
