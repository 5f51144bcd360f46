// Client of the video servers' status protocol (docs/integrations.md "Serveurs vidéo").
export { readStatus, parseStatus, STATUS_TIMEOUT_MS, type StatusResult } from './client.js';
