// The keys a layout may hold (spec 001 §3, and what the layout editor writes: a placed component's uuid, a group's
// colour and class), each with the rule of its value. A key missing here is refused wherever it appears: the front
// renders a layout's keys, so one nobody declared is one nobody checked (issue 36).
import { LAYOUT_BREAKPOINT_VIEWPORTS, LAYOUT_COLUMN_ALIGNS, LAYOUT_TEXT_ALIGNS } from '../../constants.js';
import { attributeProblem, classListProblem } from '../../urlPolicy.js';
import { isColor } from './color.js';
import { shownValue } from '../util.js';
import { isPlainObject } from '../../isObject.js';

/** Why a value is refused (French), or undefined. */
export type Rule = (value: unknown) => string | undefined;
/** An object's declared keys: each a rule, or the table of a declared sub-object. */
export interface Declared {
  readonly [key: string]: Rule | Declared;
}

const bool: Rule = (v) => (typeof v === 'boolean' ? undefined : 'vrai ou faux attendu');
const text: Rule = (v) => (typeof v === 'string' ? undefined : 'texte attendu');
const oneOf =
  (values: readonly string[]): Rule =>
  (v) =>
    values.includes(v as string) ? undefined : `valeur invalide (${values.join(', ')})`;
// Ids and uuids end up in the front's DOM (keys, ids): the characters of a record id only.
const TOKEN = /^[A-Za-z0-9_][A-Za-z0-9_.:-]{0,127}$/;
const token: Rule = (v) =>
  typeof v === 'string' && TOKEN.test(v) ? undefined : 'identifiant invalide (lettres, chiffres, « - », « _ », « . », « : »)';
const color: Rule = (v) => (typeof v === 'string' && isColor(v) ? undefined : 'couleur invalide');
/** Checked by the walk of the layout (grid sizes, contents, ranges: layout.ts) or by the component's options schema. */
const walked: Rule = () => undefined;

export const ROW: Declared = {
  uuid: token,
  cols: walked,
  gutters: bool,
  fullWidth: bool,
  options: {
    withSeparator: bool,
    noPaddingTop: bool,
    noPaddingBottom: bool,
    loadImagesSync: bool,
    wrapperClassName: classListProblem,
    breakpointViewport: oneOf(LAYOUT_BREAKPOINT_VIEWPORTS),
  },
};
export const COL: Declared = {
  size: walked,
  offset: walked,
  contents: walked,
  groups: walked,
  flex: walked,
  align: oneOf(LAYOUT_COLUMN_ALIGNS),
  flexOrder: walked,
  noMarginBottom: bool,
  options: { align: oneOf(LAYOUT_TEXT_ALIGNS), className: classListProblem },
};
export const GROUP: Declared = { uuid: token, title: text, options: { color, className: classListProblem }, selectionRange: walked };
export const NESTED: Declared = { uuid: token, cols: walked };
export const COMPONENT: Declared = { _id: token, uuid: token, label: text, frontComponent: token, options: walked };
export const COMPLEX_REF: Declared = {
  _id: token,
  uuid: token,
  label: text,
  _cls: oneOf(['ComplexComponent']),
  _isRef: (v) => (v === true ? undefined : 'vrai attendu'),
};

/**
 * Why an object of a layout is refused, with `where` it is: a key it does not declare, a value its rule refuses, or
 * a string the attribute policy refuses under its key (an event handler, a URL trick, a class list that is not one).
 */
export function declaredProblem(value: unknown, declared: Declared, where: string): string | undefined {
  if (!isPlainObject(value)) return `${where} : objet attendu`;
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(declared, key)) return `${where} : clé « ${shownValue(key)} » non déclarée`;
  }
  for (const [key, v] of Object.entries(value)) {
    const rule = declared[key];
    if (typeof rule !== 'function') {
      const problem = declaredProblem(v, rule, `${where} > ${key}`);
      if (problem) return problem;
      continue;
    }
    const problem = rule(v) ?? (typeof v === 'string' ? attributeProblem(key, v) : undefined);
    if (problem) return `${where} : ${key} : ${problem}`;
  }
  return undefined;
}
