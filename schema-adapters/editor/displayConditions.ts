// Display conditions about the public site's visitor and device (spec 001 §3 Display condition). They say who
// sees a property on the site, not whether it applies to the record, so the form evaluates them against a
// "preview context" the user picks (default: everyone, every device, so every property shows). A property
// hidden by the preview is still saved: the preview is a view, never a filter on what is submitted.
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema';

export const VISITOR_TYPES = ['anonymous', 'freemium', 'premium', 'registered', 'not_premium'] as const;
export const DEVICE_TYPES = ['phone', 'desktop', 'all'] as const;
export type VisitorType = (typeof VISITOR_TYPES)[number];
export type DeviceType = (typeof DEVICE_TYPES)[number];

export interface PreviewContext {
  /** 'all': any visitor. */
  visitorType: VisitorType | 'all';
  deviceType: DeviceType;
}

export const PREVIEW_EVERYONE: PreviewContext = { visitorType: 'all', deviceType: 'all' };

/** French names, as the DisplayCondition schema's enums say them. */
export const VISITOR_LABELS: Record<VisitorType | 'all', string> = {
  all: 'Tous',
  anonymous: 'Anonyme',
  freemium: 'Inscrit gratuit',
  premium: 'Abonné',
  registered: 'Inscrit',
  not_premium: 'Non abonné',
};
export const DEVICE_LABELS: Record<DeviceType, string> = { all: 'Tous', phone: 'Mobile', desktop: 'Ordinateur' };

// Each type is a set of concrete visitors (devices): 'registered' is a free or a paying subscriber, 'not_premium'
// an anonymous or a free one, and so on. A condition lists the types that see the property.
const VISITORS: Record<VisitorType | 'all', readonly string[]> = {
  all: ['anonymous', 'freemium', 'premium'],
  anonymous: ['anonymous'],
  freemium: ['freemium'],
  premium: ['premium'],
  registered: ['freemium', 'premium'],
  not_premium: ['anonymous', 'freemium'],
};
const DEVICES: Record<DeviceType, readonly string[]> = { all: ['phone', 'desktop'], phone: ['phone'], desktop: ['desktop'] };

/** Some of the previewed visitors (devices) are among those the condition lists; no list means no restriction. */
function reaches<T extends string>(listed: readonly string[] | undefined, previewed: T, kinds: Record<T, readonly string[]>): boolean {
  const known = (listed ?? []).filter((type): type is T => Object.hasOwn(kinds, type));
  if (!known.length) return true;
  const seen = new Set(kinds[previewed]);
  return known.some((type) => kinds[type].some((kind) => seen.has(kind)));
}

/** Whether the property shows for the previewed visitor on the previewed device. */
export function displayConditionHolds(prop: Pick<PropertyDefinition, 'condition'>, preview: PreviewContext): boolean {
  const condition = prop.condition;
  if (!condition) return true;
  return reaches(condition.visitorType, preview.visitorType, VISITORS) && reaches(condition.deviceType, preview.deviceType, DEVICES);
}

/** Which preview selectors the form offers: only for the kinds of condition the schema's properties use. */
export function previewSelectorsOf(schema: Pick<DataSchema, 'propertiesList'>): { visitor: boolean; device: boolean } {
  const props = schema.propertiesList;
  return {
    visitor: props.some((prop) => (prop.condition?.visitorType?.length ?? 0) > 0),
    device: props.some((prop) => (prop.condition?.deviceType?.length ?? 0) > 0),
  };
}
