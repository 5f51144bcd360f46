// Which lists offer the Export, Execute and Import tabs: a module of its own, so that the tabs' descriptors (loaded
// with the shell) do not bring the checks of the Execute tab with them.
import type { DataSchema } from './metaSchema.js';

/** Types without an Export or Execute tab (spec 000 §2 List tabs). */
export const WITHOUT_LIST_TOOLS: ReadonlySet<string> = new Set(['Page', 'schema']);

/**
 * Whether a list offers the Export and Execute tabs: every one but Page and schema, global types included (their
 * export is an Export record of the site whose console started it).
 */
export const offersListTools = (schema: Pick<DataSchema, '_id'>): boolean => !WITHOUT_LIST_TOOLS.has(schema._id);
