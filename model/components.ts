// A layout component definition (catalogue/components/*.json), as the server answers it on GET /api/{siteId}/components.
import type { DataSchema } from './metaSchema.js';

// A type rather than an interface: the answer's schema is open (catalogue data keeps its keys), and only a type has the
// implicit index signature such a schema's type asks for.
export type ComponentDefinition = {
  _id: string;
  label: string;
  icon?: string;
  description?: string;
  frontComponent: string;
  forPage?: boolean;
  forEntity?: boolean;
  ofEntity?: string;
  hasEntities?: boolean;
  useRequester?: boolean;
  /** Only these sites may use it (spec: some components are restricted to demo sites). */
  restrictedToSites?: string[];
  /** The options modal's form: Données and Affichage are its property groups. */
  optionsSchema?: DataSchema;
};

/**
 * The name of the component the front renders for a placed component: its frontComponent, else its _id (in the
 * catalogue the two are the same). The server checks options against it, the options dialog opens its form.
 */
export const renderedComponentOf = (content: { _id?: unknown; frontComponent?: unknown }): unknown => content.frontComponent ?? content._id;
