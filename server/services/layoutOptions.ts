// Component options inside a layout value (Page, ComplexComponent, Config): checked on save against the component's
// option schema with the model validators its options form uses, their rich text sanitised like any richtext
// property, and the component's site restriction (demo sites) checked again.
import type { ComponentDefinition } from '../../model/components.js';
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema.js';
import { checkRecord } from '../../model/validation/index.js';
import { badRequest } from './errors.js';

type Sanitize = (props: PropertyDefinition[], record: Record<string, unknown>) => Record<string, unknown>;
type Options = Record<string, unknown>;

let definitions = new Map<string, ComponentDefinition>();

/** The component definitions layouts are checked against: those the server serves (see ComponentCatalogue). */
export function setLayoutComponents(list: readonly ComponentDefinition[]): void {
  definitions = new Map(list.map((d) => [d._id, d]));
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

// The options form adds the complex components' modes to a 'mode' enum: any text is a mode there.
const optionProps = (schema: DataSchema): PropertyDefinition[] =>
  schema.propertiesList.map((p) => (p.key === 'mode' && p.type === 'enum' ? { ...p, type: 'string', values: undefined } : p));

/** A rich-text-like value ({html}) found in the options of a component without a definition. */
const looseRichProps = (options: Options): PropertyDefinition[] =>
  Object.entries(options)
    .filter(([, v]) => isObject(v) && typeof v.html === 'string')
    .map(([key]) => ({ key, type: 'richtext' }) as PropertyDefinition);

function cleanOptions(component: Record<string, unknown>, where: string, siteId: string | undefined, sanitize: Sanitize): Options | undefined {
  const options = component.options;
  const definition = typeof component._id === 'string' ? definitions.get(component._id) : undefined;
  const name = `${where} (${String(component.label ?? component._id).slice(0, 60)})`;
  if (definition?.restrictedToSites?.length && siteId && !definition.restrictedToSites.includes(siteId)) {
    throw new LayoutOptionsError(`${name} : composant réservé aux sites ${definition.restrictedToSites.join(', ')}`);
  }
  if (!isObject(options)) return undefined;
  if (!definition?.optionsSchema) return sanitize(looseRichProps(options), options);
  const props = optionProps(definition.optionsSchema);
  const check = checkRecord({ propertiesList: props }, options, { isNew: true, partial: true });
  const [key, message] = Object.entries(check.errors)[0] ?? [];
  if (key) throw new LayoutOptionsError(`${name} : option « ${key.slice(0, 60)} » : ${message}`);
  return sanitize(props, { ...options, ...check.value });
}

class LayoutOptionsError extends Error {}

/** Rows → columns → contents, nested columns included; components get their options cleaned. */
function cleanCols(cols: unknown, where: string, siteId: string | undefined, sanitize: Sanitize): unknown {
  if (!Array.isArray(cols)) return cols;
  return cols.map((col, c) => {
    if (!isObject(col) || !Array.isArray(col.contents)) return col;
    const contents = col.contents.map((content: unknown, i: number) => {
      const at = `${where} > colonne ${c + 1} > contenu ${i + 1}`;
      if (!isObject(content)) return content;
      if (content.cols !== undefined) return { ...content, cols: cleanCols(content.cols, at, siteId, sanitize) };
      const options = cleanOptions(content, at, siteId, sanitize);
      return options ? { ...content, options } : content;
    });
    return { ...col, contents };
  });
}

/** The layout with its components' options checked and sanitised; a refused option is a 400 on the property. */
export function cleanLayout(key: string, layout: unknown, siteId: string | undefined, sanitize: Sanitize): unknown {
  if (!Array.isArray(layout)) return layout;
  try {
    return layout.map((row, r) => (isObject(row) ? { ...row, cols: cleanCols(row.cols, `ligne ${r + 1}`, siteId, sanitize) } : row));
  } catch (err) {
    if (!(err instanceof LayoutOptionsError)) throw err;
    throw badRequest('VALIDATION', 'Enregistrement invalide : corrigez les champs signalés', { [key]: `Mise en page : ${err.message}` });
  }
}
