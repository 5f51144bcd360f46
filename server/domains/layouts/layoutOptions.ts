// Component options inside a layout value (Page, ComplexComponent, Config) and a ComplexComponent record's own
// options: checked on save against the option schema of the component the front renders (its frontComponent; the
// _id only names the placed copy), with the model validators its options form uses, their rich text sanitised like
// any richtext property, their text held to the attribute policy, and the component's site restriction (demo sites)
// checked again. A component the catalogue does not know is refused: the front would render it with options nobody
// checked. The layout's own keys (rows, columns, groups and their options) are the model validator's (layoutKeys.ts).
import { renderedComponentOf, type ComponentDefinition } from '../../../model/components.js';
import type { DataSchema, PropertyDefinition } from '../../../model/metaSchema.js';
import { attributeProblem } from '../../../model/urlPolicy.js';
import { checkRecord, itemProperty } from '../../../model/validation/index.js';
import { invalidRecord } from '../../errors.js';
import type { Sanitize, ValueCleaner } from '../../services/recordHooks.js';
import { isObject } from '../../../model/isObject.js';

type Options = Record<string, unknown>;
/** The definition of the component the front renders for a placed component or a ComplexComponent record. */
type DefinitionOf = (frontComponent: unknown) => ComponentDefinition | undefined;

const shown = (v: unknown): string => String(v).slice(0, 60);

// The options form adds the complex components' modes to a 'mode' enum: any text is a mode there.
const optionProps = (schema: DataSchema | undefined): PropertyDefinition[] =>
  (schema?.propertiesList ?? []).map((p) => (p.key === 'mode' && p.type === 'enum' ? { ...p, type: 'string', values: undefined } : p));

class LayoutOptionsError extends Error {}

/**
 * The first text option, at any depth of objects and lists, that the attribute policy refuses under its key (a
 * className closing its attribute, a URL trick), as [path, why]: the front sets them as attributes. Other types have
 * their own validators (links, files, colours) or are sanitised (rich text).
 */
function textOptionProblem(props: readonly PropertyDefinition[], record: Options, prefix = ''): [string, string] | undefined {
  for (const prop of props) {
    const found = valueProblem(prop, record[prop.key], `${prefix}${prop.key}`);
    if (found) return found;
  }
  return undefined;
}

function valueProblem(prop: PropertyDefinition, value: unknown, path: string): [string, string] | undefined {
  if (prop.type === 'string' && typeof value === 'string') {
    const problem = attributeProblem(prop.key, value);
    return problem ? [path, problem] : undefined;
  }
  if (prop.propertiesList && isObject(value)) return textOptionProblem(prop.propertiesList, value, `${path}.`);
  const item = Array.isArray(value) ? itemProperty(prop) : undefined;
  for (const [i, v] of item ? (value as unknown[]).entries() : []) {
    const found = valueProblem(item!, v, `${path}.${i}`);
    if (found) return found;
  }
  return undefined;
}

/** Options checked against `props`: an undeclared or ill-typed option is refused with `name` in the message; the result is sanitised. */
function checkedOptions(options: Options, props: PropertyDefinition[], name: string, sanitize: Sanitize): Options {
  const check = checkRecord({ propertiesList: props }, options, { isNew: true, partial: true });
  const [key, message] = Object.entries(check.errors)[0] ?? textOptionProblem(props, check.value) ?? [];
  if (key) throw new LayoutOptionsError(`${name} : option « ${shown(key)} » : ${message}`);
  return sanitize(props, { ...options, ...check.value });
}

function checkSite(definition: ComponentDefinition, name: string, siteId: string | undefined): void {
  if (definition.restrictedToSites?.length && siteId && !definition.restrictedToSites.includes(siteId)) {
    throw new LayoutOptionsError(`${name} : composant réservé aux sites ${definition.restrictedToSites.join(', ')}`);
  }
}

function cleanComponent(
  component: Record<string, unknown>,
  where: string,
  siteId: string | undefined,
  sanitize: Sanitize,
  definitionOf: DefinitionOf,
): Options | undefined {
  const name = `${where} (${shown(component.label ?? component._id)})`;
  const rendered = renderedComponentOf(component);
  const definition = definitionOf(rendered);
  if (!definition) throw new LayoutOptionsError(`${name} : composant inconnu (${shown(rendered)})`);
  checkSite(definition, name, siteId);
  return isObject(component.options) ? checkedOptions(component.options, optionProps(definition.optionsSchema), name, sanitize) : undefined;
}

/** A complex-component reference and a nested row carry no component of their own: nothing to render options with. */
function refuseOwnComponent(content: Record<string, unknown>, where: string, what: string): void {
  if (content.frontComponent !== undefined || content.options !== undefined) {
    throw new LayoutOptionsError(`${where} : ${what} ne porte ni composant front ni options`);
  }
}

/** Rows → columns → contents, nested columns included; components get their options cleaned. */
function cleanCols(cols: unknown, where: string, siteId: string | undefined, sanitize: Sanitize, definitionOf: DefinitionOf): unknown {
  if (!Array.isArray(cols)) return cols;
  return cols.map((col, c) => {
    if (!isObject(col) || !Array.isArray(col.contents)) return col;
    const contents = col.contents.map((content: unknown, i: number) => {
      const at = `${where} > colonne ${c + 1} > contenu ${i + 1}`;
      if (!isObject(content)) return content;
      if (content.cols !== undefined) {
        refuseOwnComponent(content, at, 'une ligne imbriquée');
        return { ...content, cols: cleanCols(content.cols, at, siteId, sanitize, definitionOf) };
      }
      if (content._cls !== undefined) {
        refuseOwnComponent(content, at, 'une référence de composant complexe');
        return content;
      }
      const options = cleanComponent(content, at, siteId, sanitize, definitionOf);
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

/**
 * A ComplexComponent record's options, which the front renders its frontComponent with: checked against that
 * component's option schema when the catalogue has it, plus the members its own schema declares (`optionsProp`: name,
 * label, mode, list); a wrapper the catalogue does not place (header, footer, entityCard) gets those members only.
 */
function cleanComplexOptions(
  doc: Record<string, unknown>,
  optionsProp: Property & Pick<PropertyDefinition, 'propertiesList'>,
  siteId: string | undefined,
  sanitize: Sanitize,
  definitionOf: DefinitionOf,
): void {
  if (!isObject(doc.options)) return;
  const options = doc.options;
  const declared = optionsProp.propertiesList ?? [];
  doc.options = refusedOn(optionsProp, '', () => {
    const name = `Composant front « ${shown(doc.frontComponent ?? '')} »`;
    const definition = definitionOf(doc.frontComponent);
    if (definition) checkSite(definition, name, siteId);
    const own = optionProps(definition?.optionsSchema);
    const keys = new Set(own.map((p) => p.key));
    return checkedOptions(options, [...own, ...declared.filter((p) => !keys.has(p.key))], name, sanitize);
  });
}

/**
 * The checks against the component definitions the server serves (ComponentCatalogue): of a `layout` value (its
 * components' options checked and sanitised; a refused option is a 400 on the property), and of a ComplexComponent
 * record's options.
 */
export function layoutChecks(definitions: readonly ComponentDefinition[]) {
  const byFrontComponent = new Map(definitions.map((d) => [d.frontComponent, d]));
  const definitionOf: DefinitionOf = (front) => (typeof front === 'string' ? byFrontComponent.get(front) : undefined);
  const cleanLayout: ValueCleaner = (prop, layout, siteId, sanitize) => {
    if (!Array.isArray(layout)) return layout;
    return refusedOn(prop, 'Mise en page : ', () =>
      layout.map((row, r) => (isObject(row) ? { ...row, cols: cleanCols(row.cols, `ligne ${r + 1}`, siteId, sanitize, definitionOf) } : row)),
    );
  };
  return {
    cleanLayout,
    cleanComplexOptions: (
      doc: Record<string, unknown>,
      optionsProp: Property & Pick<PropertyDefinition, 'propertiesList'>,
      siteId: string | undefined,
      sanitize: Sanitize,
    ) => cleanComplexOptions(doc, optionsProp, siteId, sanitize, definitionOf),
  };
}
