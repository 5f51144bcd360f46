// `npm run fleet` starts the fleet (scripts/fleet/fleet.ts) and returns; `npm run fleet -- down` stops it by PID.
// FLEET_DIR (default ./fleet-data) holds its databases, files, logs and PIDs; FLEET_PORT fixes HAProxy's port.
import path from 'node:path';
import { haproxyUrl, logDirOf, readFleet, startFleet, stopFleet } from './fleet.js';

const dir = path.resolve(process.env.FLEET_DIR ?? 'fleet-data');
const log = (m: string) => console.log(`[flotte] ${m}`);

async function main(command = 'up'): Promise<void> {
  if (command === 'down') {
    await stopFleet(dir);
    log(`Flotte arrêtée (${dir})`);
  } else if (command === 'up') {
    const state = await startFleet(dir, log);
    log(`Flotte prête sur ${haproxyUrl(state)} (HAProxy), connexion ${state.admin.login} / ${state.admin.password}`);
    log(
      `Processus : ${Object.entries(state.pids)
        .map(([name, pid]) => `${name} ${pid}`)
        .join(', ')} ; journaux dans ${logDirOf(dir)}`,
    );
    log('Arrêt : npm run fleet -- down');
  } else if (command === 'status') {
    console.log(JSON.stringify(readFleet(dir) ?? {}, null, 2));
  } else {
    throw new Error(`commande inconnue « ${command} » : up, down ou status`);
  }
}

main(process.argv[2]).catch((err) => {
  console.error(`[flotte] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
