// layout (spec 001 §3): rows of 12-column grids; a column holds components or nested columns. Every object of it holds
// only the keys layoutKeys.ts declares, each value held to its rule.
// The API's errors read 'Erreur dans la mise en page : <where> : <reason>'; the layout editor itself shows its refusals
// as spec 001 §8 words them ('Error in layout !', model/layouts/types.ts).
import { LAYOUT_FLEXES, LAYOUT_GRID_COLUMNS as GRID, LAYOUT_MAX_DEPTH } from '../../constants.js';
import type { PropertyValidator } from '../types.js';
import { fail, isBlank, ok } from '../util.js';
import { isPlainObject } from '../../isObject.js';
import { COL, COMPLEX_REF, COMPONENT, declaredProblem, GROUP, NESTED, ROW } from './layoutKeys.js';

type Problem = string | undefined;
type Flex = (typeof LAYOUT_FLEXES)[number];
const isIntIn = (v: unknown, min: number, max: number): boolean => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const optional = (v: unknown, test: (v: unknown) => boolean): boolean => v === undefined || test(v);
/** How the API words a refused layout; the layout's inputs say it as spec 001 §8 does (editorLayoutMessage). */
export const LAYOUT_ERROR = 'Erreur dans la mise en page :';

function checkRange(range: unknown, contentCount: number): boolean {
  const [start, end] = Array.isArray(range) ? range : isPlainObject(range) ? [range.start, range.end] : [];
  if (Array.isArray(range) && range.length > 2) return false;
  if (isPlainObject(range) && Object.keys(range).some((k) => k !== 'start' && k !== 'end')) return false;
  const bound = Math.max(contentCount - 1, 0);
  return isIntIn(start, 0, bound) && optional(end, (e) => isIntIn(e, start as number, bound));
}

function checkGroups(groups: unknown, contentCount: number, where: string): Problem {
  if (groups === undefined) return undefined;
  if (!Array.isArray(groups)) return `${where} : groupes invalides`;
  for (const [i, g] of groups.entries()) {
    const at = `${where} > groupe ${i + 1}`;
    if (!isPlainObject(g) || !optional(g.selectionRange, (r) => checkRange(r, contentCount))) return `${at} : groupe invalide`;
    const problem = declaredProblem(g, GROUP, at);
    if (problem) return problem;
  }
  return undefined;
}

function checkContent(content: unknown, where: string, depth: number): Problem {
  if (!isPlainObject(content)) return `${where} : contenu invalide`;
  if (content.cols !== undefined) return declaredProblem(content, NESTED, where) ?? checkCols(content.cols, where, depth + 1);
  if (typeof content._id !== 'string' || content._id === '') return `${where} : composant sans _id`;
  if (content._cls !== undefined && content._cls !== 'ComplexComponent') return `${where} : référence invalide (${String(content._cls)})`;
  if (!optional(content.options, isPlainObject)) return `${where} : composant invalide`;
  return declaredProblem(content, content._cls === undefined ? COMPONENT : COMPLEX_REF, where);
}

function checkCol(col: unknown, where: string, depth: number, colCount: number): Problem {
  if (!isPlainObject(col)) return `${where} : colonne invalide`;
  if (!isIntIn(col.size, 1, GRID)) return `${where} : taille invalide (1 à ${GRID})`;
  if (!optional(col.offset, (v) => isIntIn(v, 0, GRID))) return `${where} : décalage invalide (0 à ${GRID})`;
  if (!optional(col.flex, (v) => LAYOUT_FLEXES.includes(v as Flex))) return `${where} : flex invalide (${LAYOUT_FLEXES.join(', ')})`;
  if (!optional(col.flexOrder, (v) => isIntIn(v, 1, colCount))) return `${where} : ordre invalide (1 à ${colCount})`;
  const problem = declaredProblem(col, COL, where);
  if (problem) return problem;
  const contents = col.contents ?? [];
  if (!Array.isArray(contents)) return `${where} : contenus invalides`;
  for (const [i, content] of contents.entries()) {
    const problem = checkContent(content, `${where} > contenu ${i + 1}`, depth);
    if (problem) return problem;
  }
  return checkGroups(col.groups, contents.length, where);
}

function checkCols(cols: unknown, where: string, depth: number): Problem {
  if (depth > LAYOUT_MAX_DEPTH) return `${where} : profondeur maximale (${LAYOUT_MAX_DEPTH}) dépassée`;
  if (!Array.isArray(cols)) return `${where} : colonnes manquantes`;
  let width = 0;
  for (const [i, col] of cols.entries()) {
    const problem = checkCol(col, `${where} > colonne ${i + 1}`, depth, cols.length);
    if (problem) return problem;
    width += (col.size as number) + ((col.offset as number | undefined) ?? 0);
  }
  return width > GRID ? `${where} : les colonnes occupent ${width} sur ${GRID}` : undefined;
}

function checkRow(row: unknown, where: string): Problem {
  if (!isPlainObject(row)) return `${where} : ligne invalide`;
  return declaredProblem(row, ROW, where) ?? checkCols(row.cols, where, 1);
}

export const layoutValidator: PropertyValidator = {
  isEmpty: (value) => isBlank(value) || (Array.isArray(value) && value.length === 0),
  check: (value) => {
    if (!Array.isArray(value)) return fail(`${LAYOUT_ERROR} la mise en page doit être une liste de lignes`);
    for (const [i, row] of value.entries()) {
      const problem = checkRow(row, `ligne ${i + 1}`);
      if (problem) return fail(`${LAYOUT_ERROR} ${problem}`);
    }
    return ok(value);
  },
};
