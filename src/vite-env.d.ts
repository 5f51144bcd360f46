/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build information shown in the environment popup (Alt+E), written in by vite.config.ts; empty when unknown. */
  readonly VITE_BUILD_TAG?: string;
  readonly VITE_BUILD_COMMIT?: string;
  readonly VITE_BUILD_DATE?: string;
}
