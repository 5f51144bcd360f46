// The site's home ('Accueil', issue 34): what GET /api/{siteId}/home answers, shared by the server that gathers it
// (server/domains/home) and the dashboard that shows it (src/shell/home). Each part is there only when the session's
// rights let it read what the part is made of; a to-do with nothing to do is left out.

/** What waits for someone: each key is one screen that lists those records (src/shell/home/todoLinks.ts). */
export const TODO_KEYS = ['questions', 'comments', 'encodes', 'renewals', 'lapsed', 'payouts', 'jobs'] as const;
export type TodoKey = (typeof TODO_KEYS)[number];

export interface HomeTodo {
  key: TodoKey;
  count: number;
  /** For `jobs`: the kinds whose last run failed. */
  kinds?: string[];
}

/** A record in the activity: a version of the history, or a record someone has open. */
export interface HomeRecord {
  type: string;
  id: string;
  label: string;
  /** When (ISO): the version's time, or for presence when the last of them came. */
  at: string;
  /** Who: the version's author, or the people on the record now (never the session's user). */
  who: string[];
  /** The version's action (create, update, archive, restore); '' for presence. */
  action: string;
}

export interface HomeActivity {
  /** Records the session's user wrote lately, newest first, each once. */
  mine: HomeRecord[];
  /** Records other people have open now. */
  others: HomeRecord[];
  /** The site's last versions, of the types the user may read. */
  recent: HomeRecord[];
}

export const PULSE_KEYS = ['plays', 'sales', 'users'] as const;
export type PulseKey = (typeof PULSE_KEYS)[number];

/** Days of a pulse series: this week and the week before, oldest first, today last. */
export const PULSE_DAYS = 14;

export interface PulseSeries {
  key: PulseKey;
  /** One value per Paris day, PULSE_DAYS of them, today last. */
  days: { day: string; value: number }[];
}

export interface HomeServers {
  runningJobs: number;
  /** Enabled VideoServer records, and what the last poll round (if recent) said of them. */
  videoServers: { total: number; polled: number; online: number; maxAlertLevel: number };
  /** The demo's fill while it runs. */
  demoFill?: { jobId: string; progress: number; text: string };
}

export interface Home {
  todo: HomeTodo[];
  activity?: HomeActivity;
  pulse?: PulseSeries[];
  servers?: HomeServers;
}

/** Today (the last day), this week (the last 7 days) and the same spans a week earlier. */
export function pulseFigures(series: Pick<PulseSeries, 'days'>) {
  const values = series.days.map((d) => d.value);
  const sum = (from: number, to: number) => values.slice(from, to).reduce((a, b) => a + b, 0);
  const n = values.length;
  return {
    today: values[n - 1] ?? 0,
    sameDayLastWeek: values[n - 8] ?? 0,
    week: sum(n - 7, n),
    lastWeek: sum(Math.max(0, n - 14), n - 7),
  };
}
