// Files (docs/api.md "Files and images"): uploads for the file and image property types (an allow-list of types
// checked against the content, a bounded size, a per-user quota, safe names), the stored files served back with
// ranges, and the image API's route (its rendering is the images domain's). app.ts builds the FileService and calls
// fileRoutes beside the other core routes: not a plugin. FILE_TYPES and contentMismatch say what may be stored, for
// the domains that store files too (images, environments' copies).
export { contentMismatch, FILE_TYPES, humanSize } from './fileTypes.js';
export { fileRoutes } from './routes.js';
export { FileService, fileUrl } from './service.js';
export { UploadQuota } from './uploadQuota.js';
