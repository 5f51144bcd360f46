// A record that a tool replaces (site initialisation) is first kept as an archived copy under `{id}.remplace-{time}`:
// it shows among the archived records, and restoring it puts it back under its own id, the version it replaces then
// kept the same way (RecordService.restore).
const SUFFIX = /\.remplace-\d{17}$/;

/** The id of the archived copy of `id` replaced at `at` (UTC, to the millisecond). */
export const replacedVersionId = (id: string, at = new Date()): string => `${id}.remplace-${at.toISOString().replace(/\D/g, '')}`;

/** The id an archived copy was replaced from, or undefined for any other id. */
export const replacedOriginalId = (id: string): string | undefined => (SUFFIX.test(id) ? id.replace(SUFFIX, '') : undefined);
