// Component usage across layouts, for the component finder (spec 000 §2): which component ids and display
// modes are used where, and the anomalies it lists (defined but unused, unused modes, used but not defined).
import type { ContentPath } from './paths.js';
import { isRef, type Layout } from './types.js';
import { walkComponents } from './walk.js';

/** The record holding a layout: a Page ('layout' or 'templateLayout'), a ComplexComponent, a Config… */
export interface LayoutOwner {
  readonly cls: string;
  readonly id: string;
  readonly label?: string;
  readonly field?: string;
}

export interface UsagePlace {
  readonly owner: LayoutOwner;
  readonly path: ContentPath;
  /** options.mode of the component, when it has one. */
  readonly mode?: string;
}

export interface UsageEntry {
  readonly places: UsagePlace[];
  /** Places per mode. */
  readonly modes: Record<string, number>;
}

export interface ComponentUsage {
  /** By component _id (the component definition id). */
  readonly components: Record<string, UsageEntry>;
  /** By complex component _id, for references ({_cls: 'ComplexComponent', _isRef}). */
  readonly refs: Record<string, UsageEntry>;
}

const entry = (map: Record<string, UsageEntry>, id: string): UsageEntry => (map[id] ??= { places: [], modes: {} });

export function componentUsage(layouts: readonly { owner: LayoutOwner; layout: Layout | null | undefined }[]): ComponentUsage {
  const usage: ComponentUsage = { components: {}, refs: {} };
  for (const { owner, layout } of layouts) {
    for (const { component, path } of walkComponents(layout ?? [])) {
      const mode = !isRef(component) && typeof component.options?.mode === 'string' ? component.options.mode : undefined;
      const e = entry(isRef(component) ? usage.refs : usage.components, component._id);
      e.places.push(mode === undefined ? { owner, path } : { owner, path, mode });
      if (mode !== undefined) e.modes[mode] = (e.modes[mode] ?? 0) + 1;
    }
  }
  return usage;
}

export interface ComponentAnomalies {
  /** Component definitions placed nowhere, and complex components without a mode referenced nowhere. */
  readonly definedButUnused: string[];
  /** Display modes of complex components (objectType + mode) that no component option asks for. */
  readonly unusedModes: { id: string; mode: string }[];
  /** Component ids or references placed in a layout without a definition. */
  readonly usedButNotDefined: string[];
}

export function componentAnomalies(
  usage: ComponentUsage,
  definitions: readonly { _id: string }[],
  complexComponents: readonly { _id: string; mode?: string }[],
): ComponentAnomalies {
  const defined = new Set(definitions.map((d) => d._id));
  const complex = new Set(complexComponents.map((c) => c._id));
  const usedModes = new Set(Object.values(usage.components).flatMap((e) => Object.keys(e.modes)));
  const sort = (ids: string[]) => ids.sort((a, b) => a.localeCompare(b, 'fr'));
  // A complex component with a mode is used through that mode (reported below), not by reference.
  const unreferenced = complexComponents.filter((c) => !c.mode && !usage.refs[c._id]).map((c) => c._id);
  return {
    definedButUnused: sort([...[...defined].filter((id) => !usage.components[id]), ...unreferenced]),
    unusedModes: complexComponents.filter((c) => c.mode && !usedModes.has(c.mode)).map((c) => ({ id: c._id, mode: c.mode! })),
    usedButNotDefined: sort([
      ...Object.keys(usage.components).filter((id) => !defined.has(id)),
      ...Object.keys(usage.refs).filter((id) => !complex.has(id)),
    ]),
  };
}
