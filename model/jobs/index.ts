// A background job as the API answers it (docs/api.md "Jobs") and the console shows it.
export const JOB_STATES = ['waiting', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

export interface JobStep {
  ts: string;
  level: 'info' | 'warning' | 'error';
  text: string;
}

export interface JobView {
  id: string;
  kind: string;
  /** French label of the kind. */
  label: string;
  siteId: string;
  startedBy: { id: string; login: string } | null;
  params: Record<string, unknown>;
  state: JobState;
  /** 0–1. */
  progress: number;
  /** French line under the progress bar. */
  progressText: string;
  log: JobStep[];
  result: unknown;
  /** French reason of a failure. */
  error: string | null;
  attempts: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export const JOB_STATE_LABELS: Record<JobState, string> = {
  waiting: 'En attente',
  running: 'En cours',
  done: 'Terminé',
  failed: 'Échec',
  cancelled: 'Annulé',
};

export const isJobOver = (state: JobState): boolean => state === 'done' || state === 'failed' || state === 'cancelled';

/** The first start's demo filling (server/domains/demo/plugin.ts): its bar is on the dashboard while it runs. */
export const DEMO_FILL_JOB = 'DEMO_FILL';
