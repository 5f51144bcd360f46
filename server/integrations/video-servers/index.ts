// Client of the video servers' status protocol (docs/integrations.md "Serveurs vidéo").
export { readStatus, type StatusResult } from './client.js';
