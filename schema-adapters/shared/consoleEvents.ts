// Requests to the shell that any screen may make without importing it (the shell sits above): a DOM event on window.

/** The shell reads the schemas again and rebuilds the sidebar, lists and forms. */
export const RELOAD_SCHEMAS_EVENT = 'console:reload-schemas';

/** What the shell finds in the event's detail, when the sender wants to know the outcome. */
export interface ReloadSchemasDetail {
  /** Set by the shell: the reload, resolved once the new schemas are in place. */
  reload?: Promise<void>;
}

/** Asks the shell for the schemas again; resolves when they are in place (at once when no shell listens). */
export function requestSchemasReload(): Promise<void> {
  const detail: ReloadSchemasDetail = {};
  window.dispatchEvent(new CustomEvent(RELOAD_SCHEMAS_EVENT, { detail }));
  return detail.reload ?? Promise.resolve();
}

/** The shell reads the session user again (its list of sites follows a saved site at once). */
export const RELOAD_SESSION_EVENT = 'console:reload-session';

export const requestSessionReload = (): void => {
  window.dispatchEvent(new Event(RELOAD_SESSION_EVENT));
};

/** The shell relays every `event: job` of GET /api/events here: its detail is the job without its log. */
export const JOB_EVENT = 'console:job';

/** The shell relays every `event: presence` here: `{siteId, type, id, viewers}` (docs/api.md, Presence on records). */
export const PRESENCE_EVENT = 'console:presence';

/** The shell relays every `event: record` here: `{siteId, type, id, action, by}`, a record its user has open was written. */
export const RECORD_WRITTEN_EVENT = 'console:record-written';
