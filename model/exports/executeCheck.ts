// The Execute tab's two inputs checked as one types and again by the server (spec 000 §5 "Execute tab"): the filter
// (adminFilter grammar) and the command (updateCommand.ts). Nothing runs while either holds an error.
import { FilterError, parseAdminFilterText } from '../adminFilter.js';
import type { DataSchema } from '../metaSchema.js';
import { CommandError, parseUpdateCommand, type UpdateOp } from './updateCommand.js';

export const FILTER_ERROR_PREFIX = 'Erreur dans la requête : ';
export const COMMAND_ERROR_PREFIX = 'Erreur dans la commande : ';

const SYSTEM_PATHS = new Set(['_id', 'createdAt', 'updatedAt']);

export interface ExecuteCheck {
  filterError?: string;
  commandError?: string;
  ops?: UpdateOp[];
}

/** `hidden`: top-level keys the user may neither filter on nor change. An empty filter text means every record. */
export function checkExecuteInput(
  schema: Pick<DataSchema, 'propertiesList'>,
  hidden: ReadonlySet<string>,
  filter: string,
  command: string,
): ExecuteCheck {
  const out: ExecuteCheck = {};
  const allowed = (path: string[]) =>
    SYSTEM_PATHS.has(path[0]) ? path.length === 1 : !hidden.has(path[0]) && schema.propertiesList.some((p) => p.key === path[0]);
  try {
    if (filter.trim()) parseAdminFilterText(filter, allowed);
  } catch (err) {
    if (!(err instanceof FilterError)) throw err;
    out.filterError = FILTER_ERROR_PREFIX + err.message.replace(/^Filtre invalide : /, '');
  }
  try {
    out.ops = parseUpdateCommand(command, schema, hidden);
  } catch (err) {
    if (!(err instanceof CommandError)) throw err;
    out.commandError = COMMAND_ERROR_PREFIX + err.message;
  }
  return out;
}
