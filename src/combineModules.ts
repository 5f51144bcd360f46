// The custom pages and the console extensions, from the feature modules of custom-pages in the app's order.
import type { ConsoleModule, CustomPage } from '../custom-pages/types';
import type { ConsoleExtensions } from '../schema-adapters/extensions';

type ByType<T> = Readonly<Record<string, readonly T[]>>;

/** Each type's entries of every module, module after module. */
function mergeByType<T>(parts: (ByType<T> | undefined)[]): ByType<T> {
  const merged: Record<string, T[]> = {};
  for (const part of parts) for (const [type, entries] of Object.entries(part ?? {})) merged[type] = [...(merged[type] ?? []), ...entries];
  return merged;
}

export function combineModules(modules: readonly ConsoleModule[]): { pages: readonly CustomPage[]; extensions: ConsoleExtensions } {
  return {
    pages: modules.flatMap((m) => m.pages ?? []),
    extensions: {
      inputOverrides: Object.assign({}, ...modules.map((m) => m.inputOverrides)),
      recordTabs: mergeByType(modules.map((m) => m.recordTabs)),
      recordViews: Object.assign({}, ...modules.map((m) => m.recordViews)),
      recordMenuActions: modules.flatMap((m) => m.recordMenuActions ?? []),
      recordHeaderTags: modules.flatMap((m) => m.recordHeaderTags ?? []),
      listTabs: modules.flatMap((m) => m.listTabs ?? []),
      listRowActions: mergeByType(modules.map((m) => m.listRowActions)),
    },
  };
}
