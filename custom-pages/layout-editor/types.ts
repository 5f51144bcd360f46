// Shapes the layout editor reads from the API (GET /api/{siteId}/components, ComplexComponent records).

export type { ComponentDefinition } from '../../model/components';

/** A ComplexComponent record, as far as the editor reads it. */
export interface ComplexComponentRecord {
  _id: string;
  label?: string;
  frontComponent?: string;
  objectType?: string;
  mode?: string;
  layout?: unknown;
}
