// What the integration plugins share: where a stand-in started in this process keeps its state between runs, and how
// the processes of one database (the console, `npm run worker`) tell each other which stand-in they all use.
import path from 'node:path';
import type { ServerConfig } from '../config.js';

/** The rows every process of the database reads (app_state), handed in by app.ts: integrations do not reach storage. */
export interface AppStateAccess {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
}

/** The options every integration plugin is registered with (app.ts). */
export interface IntegrationOptions {
  config: ServerConfig;
  appState: AppStateAccess;
}

/** The stand-in of one integration as the processes of the database share it (a row of app_state). */
export interface SharedStandIn<T> {
  read(): Promise<T | undefined>;
  write(standIn: T): Promise<void>;
}

export const sharedStandIn = <T>(appState: AppStateAccess, key: string): SharedStandIn<T> => ({
  read: async () => (await appState.get(key)) as T | undefined,
  write: (standIn) => appState.set(key, standIn),
});

/** DATA_DIR/stand-ins/{name}.json: what a stand-in received, kept from one run to the next. */
export const standInSnapshot = (config: ServerConfig, name: string): string => path.join(config.dataDir, 'stand-ins', `${name}.json`);
