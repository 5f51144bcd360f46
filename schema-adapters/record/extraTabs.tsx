// Tabs that screens above schema-adapters add to a type's record screen (the wireframe of a Page, spec 000 §2
// "extras per type"): the app provides them through the console extensions (../extensions.tsx), since schema-adapters
// cannot import custom-pages.
import { useMemo, type ComponentType } from 'react';
import { useConsoleExtensions } from '../extensions';

export interface RecordExtraTab {
  label: string;
  /** Rendered inside the record's form, when its tab is selected. */
  Component: ComponentType;
  /** Shown on an archived record too (read-only there): its 'Historique'. Other tabs are for live records. */
  archived?: boolean;
}

/** The key of `recordTabs` whose tabs every type's record screen has, after its own (the 'Historique' tab). */
export const EVERY_TYPE = '*';

const NONE: readonly RecordExtraTab[] = [];

export function useRecordExtraTabs(schemaId: string): readonly RecordExtraTab[] {
  const { recordTabs } = useConsoleExtensions();
  const own = recordTabs[schemaId] ?? NONE;
  const everyType = recordTabs[EVERY_TYPE] ?? NONE;
  return useMemo(() => (everyType.length ? [...own, ...everyType] : own), [own, everyType]);
}
