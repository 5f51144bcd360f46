// What the integration plugins share: where a stand-in started in this process keeps its state between runs, and how
// the processes of one database (the console, `npm run worker`) tell each other which stand-in they all use.
import path from 'node:path';
import type pg from 'pg';
import type { ServerConfig } from '../config.js';
import { getState, setState } from '../storage/appState.js';

/** The options every integration plugin is registered with (app.ts). */
export interface IntegrationOptions {
  config: ServerConfig;
  pool: pg.Pool;
}

/** The stand-in of one integration as the processes of the database share it (a row of app_state). */
export interface SharedStandIn<T> {
  read(): Promise<T | undefined>;
  write(standIn: T): Promise<void>;
}

export const sharedStandIn = <T>(pool: pg.Pool, key: string): SharedStandIn<T> => ({
  read: async () => (await getState(pool, key)) as T | undefined,
  write: (standIn) => setState(pool, key, standIn),
});

/** DATA_DIR/stand-ins/{name}.json: what a stand-in received, kept from one run to the next. */
export const standInSnapshot = (config: ServerConfig, name: string): string => path.join(config.dataDir, 'stand-ins', `${name}.json`);
