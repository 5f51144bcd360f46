// Component options inside a layout value (Page, ComplexComponent, Config) and a ComplexComponent record's own
// options: checked on save against the option schema of the component the front renders (its frontComponent; the
// _id only names the placed copy), with the model validators its options form uses, their rich text sanitised like
// any richtext property, and the component's site restriction (demo sites) checked again. A component the catalogue
// does not know is refused: the front would render it with options nobody checked.
import { renderedComponentOf, type ComponentDefinition } from '../../model/components.js';
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema.js';
import { attributeProblem } from '../../model/urlPolicy.js';
import { checkRecord } from '../../model/validation/index.js';
import { invalidRecord } from '../errors.js';

type Sanitize = (props: PropertyDefinition[], record: Record<string, unknown>) => Record<string, unknown>;
type Options = Record<string, unknown>;

let byFrontComponent = new Map<string, ComponentDefinition>();

/** The component definitions layouts are checked against: those the server serves (see ComponentCatalogue). */
export function setLayoutComponents(list: readonly ComponentDefinition[]): void {
  byFrontComponent = new Map(list.map((d) => [d.frontComponent, d]));
}

/** The definition of the component the front renders for a placed component or a ComplexComponent record. */
export const renderedComponent = (frontComponent: unknown): ComponentDefinition | undefined =>
  typeof frontComponent === 'string' ? byFrontComponent.get(frontComponent) : undefined;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const shown = (v: unknown): string => String(v).slice(0, 60);

// The options form adds the complex components' modes to a 'mode' enum: any text is a mode there.
const optionProps = (schema: DataSchema | undefined): PropertyDefinition[] =>
  (schema?.propertiesList ?? []).map((p) => (p.key === 'mode' && p.type === 'enum' ? { ...p, type: 'string', values: undefined } : p));

class LayoutOptionsError extends Error {}

/** Options checked against `props`: an undeclared or ill-typed option is refused with `name` in the message; the result is sanitised. */
function checkedOptions(options: Options, props: PropertyDefinition[], name: string, sanitize: Sanitize): Options {
  const check = checkRecord({ propertiesList: props }, options, { isNew: true, partial: true });
  const [key, message] = Object.entries(check.errors)[0] ?? [];
  if (key) throw new LayoutOptionsError(`${name} : option « ${shown(key)} » : ${message}`);
  return sanitize(props, { ...options, ...check.value });
}

function checkSite(definition: ComponentDefinition, name: string, siteId: string | undefined): void {
  if (definition.restrictedToSites?.length && siteId && !definition.restrictedToSites.includes(siteId)) {
    throw new LayoutOptionsError(`${name} : composant réservé aux sites ${definition.restrictedToSites.join(', ')}`);
  }
}

function cleanComponent(component: Record<string, unknown>, where: string, siteId: string | undefined, sanitize: Sanitize): Options | undefined {
  const name = `${where} (${shown(component.label ?? component._id)})`;
  const rendered = renderedComponentOf(component);
  const definition = renderedComponent(rendered);
  if (!definition) throw new LayoutOptionsError(`${name} : composant inconnu (${shown(rendered)})`);
  checkSite(definition, name, siteId);
  return isObject(component.options) ? checkedOptions(component.options, optionProps(definition.optionsSchema), name, sanitize) : undefined;
}

/**
 * Rows', columns' and groups' options have no schema of their own (className, wrapperClassName, color…): every string
 * in them, at any depth, is held to the attribute policy editor attributes are (model/urlPolicy.ts attributeProblem).
 */
function checkFreeOptions(options: unknown, name: string, key = ''): void {
  if (typeof options === 'string') {
    const problem = attributeProblem(key, options);
    if (problem) throw new LayoutOptionsError(`${name} : option « ${shown(key)} » : ${problem}`);
  } else if (Array.isArray(options)) options.forEach((v) => checkFreeOptions(v, name, key));
  else if (isObject(options)) for (const [k, v] of Object.entries(options)) checkFreeOptions(v, name, k);
}

/** A complex-component reference and a nested row carry no component of their own: nothing to render options with. */
function refuseOwnComponent(content: Record<string, unknown>, where: string, what: string): void {
  if (content.frontComponent !== undefined || content.options !== undefined) {
    throw new LayoutOptionsError(`${where} : ${what} ne porte ni composant front ni options`);
  }
}

/** Rows → columns → contents, nested columns included; components get their options cleaned. */
function cleanCols(cols: unknown, where: string, siteId: string | undefined, sanitize: Sanitize): unknown {
  if (!Array.isArray(cols)) return cols;
  return cols.map((col, c) => {
    if (!isObject(col)) return col;
    checkFreeOptions(col.options, `${where} > colonne ${c + 1}`);
    if (Array.isArray(col.groups))
      col.groups.forEach((g: unknown, i: number) =>
        checkFreeOptions(isObject(g) ? g.options : undefined, `${where} > colonne ${c + 1} > groupe ${i + 1}`),
      );
    if (!Array.isArray(col.contents)) return col;
    const contents = col.contents.map((content: unknown, i: number) => {
      const at = `${where} > colonne ${c + 1} > contenu ${i + 1}`;
      if (!isObject(content)) return content;
      if (content.cols !== undefined) {
        refuseOwnComponent(content, at, 'une ligne imbriquée');
        return { ...content, cols: cleanCols(content.cols, at, siteId, sanitize) };
      }
      if (content._cls !== undefined) {
        refuseOwnComponent(content, at, 'une référence de composant complexe');
        return content;
      }
      const options = cleanComponent(content, at, siteId, sanitize);
      return options ? { ...content, options } : content;
    });
    return { ...col, contents };
  });
}

type Property = Pick<PropertyDefinition, 'key' | 'label'>;

/** Runs a check of options; a refusal is a 400 on the property, named by its label. */
function refusedOn<T>(prop: Property, prefix: string, run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (!(err instanceof LayoutOptionsError)) throw err;
    throw invalidRecord({ propertiesList: [prop] }, { [prop.key]: `${prefix}${err.message}` });
  }
}

/** The layout with its components' options checked and sanitised; a refused option is a 400 on the property. */
export function cleanLayout(prop: Property, layout: unknown, siteId: string | undefined, sanitize: Sanitize): unknown {
  if (!Array.isArray(layout)) return layout;
  return refusedOn(prop, 'Mise en page : ', () =>
    layout.map((row, r) => {
      if (!isObject(row)) return row;
      checkFreeOptions(row.options, `ligne ${r + 1}`);
      return { ...row, cols: cleanCols(row.cols, `ligne ${r + 1}`, siteId, sanitize) };
    }),
  );
}

/**
 * A ComplexComponent record's options, which the front renders its frontComponent with: checked against that
 * component's option schema when the catalogue has it, plus the members its own schema declares (`optionsProp`: name,
 * label, mode, list); a wrapper the catalogue does not place (header, footer, entityCard) gets those members only.
 */
export function cleanComplexOptions(
  doc: Record<string, unknown>,
  optionsProp: Property & Pick<PropertyDefinition, 'propertiesList'>,
  siteId: string | undefined,
  sanitize: Sanitize,
): void {
  if (!isObject(doc.options)) return;
  const options = doc.options;
  const declared = optionsProp.propertiesList ?? [];
  doc.options = refusedOn(optionsProp, '', () => {
    const name = `Composant front « ${shown(doc.frontComponent ?? '')} »`;
    const definition = renderedComponent(doc.frontComponent);
    if (definition) checkSite(definition, name, siteId);
    const own = optionProps(definition?.optionsSchema);
    const keys = new Set(own.map((p) => p.key));
    return checkedOptions(options, [...own, ...declared.filter((p) => !keys.has(p.key))], name, sanitize);
  });
}
