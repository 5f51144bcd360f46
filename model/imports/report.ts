// The refusals of an import grouped by field and reason, with their lines (issue 31 §2): « 1 204 lignes : « E-mail »
// n'est pas une adresse valide (lignes 12–1 215) ». Memory stays bounded whatever the file: a bounded number of
// groups, each keeping its count and its first runs of consecutive lines.
import { frenchNumber } from '../frenchFormat.js';
import type { ImportView } from './api.js';
import type { RowProblem } from './rows.js';

export interface RefusalGroup {
  field?: string;
  reason: string;
  count: number;
  /** Runs of consecutive lines, [first, last], the first MAX_RUNS of them. */
  runs: [number, number][];
}

const MAX_GROUPS = 200;
const MAX_RUNS = 20;
/** The group that takes the refusals past MAX_GROUPS distinct reasons. */
const OTHERS = 'autres refus (voir le fichier des lignes refusées)';

export class RefusalGroups {
  private readonly groups = new Map<string, RefusalGroup>();

  add(line: number, problem: RowProblem): void {
    let key = `${problem.field ?? ''}\u0000${problem.reason}`;
    if (!this.groups.has(key) && this.groups.size >= MAX_GROUPS) key = `\u0000${OTHERS}`;
    let group = this.groups.get(key);
    if (!group) {
      group = key === `\u0000${OTHERS}` ? { reason: OTHERS, count: 0, runs: [] } : { ...problem, count: 0, runs: [] };
      this.groups.set(key, group);
    }
    group.count++;
    const last = group.runs[group.runs.length - 1];
    if (last && (last[1] === line || last[1] + 1 === line)) last[1] = line;
    else if (group.runs.length < MAX_RUNS) group.runs.push([line, line]);
  }

  /** The groups, most frequent first. */
  list(): RefusalGroup[] {
    return [...this.groups.values()].sort((a, b) => b.count - a.count);
  }
}

const lineRun = ([first, last]: [number, number]) => (first === last ? frenchNumber(first) : `${frenchNumber(first)}–${frenchNumber(last)}`);

/** A group as the report says it: « 3 lignes : « Prix » n'est pas un nombre (lignes 4–5, 9) ». */
export function refusalSentence(group: RefusalGroup): string {
  const rows = group.count === 1 ? '1 ligne' : `${frenchNumber(group.count)} lignes`;
  const where = group.runs.length === 1 && group.runs[0][0] === group.runs[0][1] ? 'ligne' : 'lignes';
  const more = group.runs.reduce((n, [a, b]) => n + b - a + 1, 0) < group.count ? ', …' : '';
  const subject = group.field ? `« ${group.field} » ${group.reason}` : group.reason;
  return `${rows} : ${subject} (${where} ${group.runs.map(lineRun).join(', ')}${more})`;
}

/** One refused row's reasons, as the refused rows' file writes them. */
export const rowReasons = (problems: readonly RowProblem[]): string =>
  problems.map((p) => (p.field ? `« ${p.field} » ${p.reason}` : p.reason)).join(' ; ');

/** An import's report as the command line prints it, the same words as its page. */
export function reportLines(view: Pick<ImportView, 'dryRun' | 'counts' | 'fileError' | 'leftOut'> & { refusals: readonly RefusalGroup[] }): string[] {
  if (view.fileError) return [`Fichier illisible : ${view.fileError}. Rien n'a été écrit.`];
  const { rows, created, updated, unchanged, refused } = view.counts;
  const n = frenchNumber;
  return [
    view.dryRun ? "Essai à blanc (rien n'a été écrit) :" : 'Import terminé :',
    `${n(rows)} lignes lues ; enregistrements ${view.dryRun ? 'à créer' : 'créés'} : ${n(created)}, ${view.dryRun ? 'à mettre à jour' : 'mis à jour'} : ${n(updated)}, inchangés : ${n(unchanged)} ; lignes refusées : ${n(refused)}`,
    ...(view.leftOut.length ? [`Laissé de côté (aucun champ ne correspond) : ${view.leftOut.join(', ')}`] : []),
    ...view.refusals.map((group) => `  ${refusalSentence(group)}`),
  ];
}
