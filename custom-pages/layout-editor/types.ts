// Shapes the layout editor reads from the API (GET /api/{siteId}/components, ComplexComponent records).
import type { DataSchema } from '../../model/metaSchema';

/** A layout component definition (catalogue/components/*.json, answered by GET /api/{siteId}/components). */
export interface ComponentDefinition {
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
  restrictedToSites?: string[];
  optionsSchema?: DataSchema;
}

/** A ComplexComponent record, as far as the editor reads it. */
export interface ComplexComponentRecord {
  _id: string;
  label?: string;
  frontComponent?: string;
  objectType?: string;
  mode?: string;
  layout?: unknown;
}
