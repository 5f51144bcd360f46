// Live merge (issue 22 §2): when someone else saves the record being edited (the stream's `event: record`), or when a
// save of one's own comes back 412, the saved version is read and merged into the form at once: the fields one has
// not touched take its values, one's own stay, and only the fields both changed are asked about (ConflictDialog).
// The saved version becomes the form's base (react-admin's record, hence the diff and the ETag of the next save).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRecordContext, type DataProvider, type Identifier } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { deepEqual } from '../../../model/diff';
import { planMerge, type Conflict, type FieldMerger, type MergeInput } from '../../../model/liveMerge';
import { mergeLayouts } from '../../../model/layouts/merge';
import type { DataSchema } from '../../../model/metaSchema';
import { RECORD_WRITTEN_EVENT } from '../../shared/consoleEvents';
import { useIsDeveloper, useNotifyText, useSiteId } from '../../shared';
import { changesOf } from '../recordChanges';
import { useRecordScreen } from '../RecordScreenContext';
import { isAbout, type RecordNews } from './presencePath';
import { useStableDataProvider } from '../../shared/stableDataProvider';

type Values = Record<string, unknown>;

/** The shell's data provider knows the version of a record it last read or wrote (src/providers/dataProvider.ts). */
export interface VersionHolder extends DataProvider {
  heldVersion?(resource: string, id: Identifier): Promise<number | undefined>;
}

/** What react-admin's Form does when its record changes; `keepValues` while a merge hands it the saved version. */
export interface MergeResetOptions {
  keepValues?: boolean;
}

export interface PendingConflicts {
  input: MergeInput;
  conflicts: Conflict[];
  by: string;
}

const mergersOf = (schema: DataSchema): Record<string, FieldMerger> =>
  Object.fromEntries(schema.propertiesList.filter((p) => p.type === 'layout').map((p) => [p.key, mergeLayouts]));

export const labelsOf = (schema: DataSchema, keys: readonly string[]): string[] =>
  keys.flatMap((key) => {
    const prop = schema.propertiesList.find((p) => p.key === key);
    return prop ? [`« ${prop.label || key} »`] : [];
  });

export function useLiveMerge(resetOptions: MergeResetOptions) {
  const { schema, stale, setStale } = useRecordScreen();
  const siteId = useSiteId();
  const isDeveloper = useIsDeveloper();
  const saved = useRecordContext() as Values | undefined;
  const savedRef = useRef(saved);
  savedRef.current = saved;
  const form = useFormContext();
  const dataProvider = useStableDataProvider<VersionHolder>();
  const queryClient = useQueryClient();
  const notifyText = useNotifyText();
  const [pending, setPending] = useState<PendingConflicts | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());

  // The Form resets to the merged version with the values kept (react-hook-form tells no one of such a reset); once it
  // holds that version or a newer one, the next reset (a save's answer) is a plain one again.
  const keptFor = useRef<string | undefined>(undefined);
  const savedAt = saved?.updatedAt as string | undefined;
  useEffect(() => {
    const mergedAt = keptFor.current;
    if (mergedAt === undefined || savedAt === undefined || savedAt < mergedAt) return;
    keptFor.current = undefined;
    // After the Form's own effect, which resets it in the same effects as this one (the Form is the parent); unless
    // a newer merge asked for its values kept meanwhile.
    queueMicrotask(() => {
      if (keptFor.current === undefined) resetOptions.keepValues = false;
    });
  }, [savedAt, resetOptions]);

  const merge = useCallback(
    async (by: string): Promise<string[]> => {
      const base = savedRef.current;
      if (!base || base.id === undefined) return [];
      const { data: theirs } = await dataProvider.getOne(schema._id, { id: base.id });
      const current = savedRef.current;
      if (!current || deepEqual(theirs, current)) return [];
      // Read, decided and set in one go: no keystroke falls between.
      const mine = form.getValues();
      const mineKeys = new Set(Object.keys(changesOf(schema, mine, current, { isNew: false, isDeveloper })));
      const input: MergeInput = { base: current, mine, theirs, mineKeys, mergers: mergersOf(schema) };
      const plan = planMerge(input);
      for (const [key, value] of Object.entries(plan.set)) form.setValue(key, value, { shouldDirty: mineKeys.has(key) });
      resetOptions.keepValues = true;
      keptFor.current = String(theirs.updatedAt);
      queryClient.setQueriesData({ queryKey: [schema._id, 'getOne', { id: String(base.id) }] }, theirs);
      if (plan.conflicts.length) setPending({ input, conflicts: plan.conflicts, by });
      return plan.news;
    },
    [dataProvider, form, isDeveloper, queryClient, resetOptions, schema],
  );

  /** One merge at a time, in the order the news came; resolves whether it went through. */
  const enqueue = useCallback(
    (by: string, tell: (labels: string[]) => string | undefined): Promise<boolean> => {
      const merged = queue.current
        .then(() => merge(by))
        .then(
          (news) => {
            const text = tell(labelsOf(schema, news));
            if (text) notifyText(text, 'info');
            return true;
          },
          () => false,
        );
      queue.current = merged.then(() => undefined);
      return merged;
    },
    [merge, notifyText, schema],
  );

  useEffect(() => {
    const onWritten = (event: Event) => {
      const news = (event as CustomEvent<RecordNews & { action: string; version?: number; by: { name: string } }>).detail;
      const id = savedRef.current?.id;
      if (id === undefined || !isAbout(news, siteId, schema, String(id))) return;
      const tell = (labels: string[]) => (labels.length ? `${news.by.name} a modifié ${labels.join(', ')}` : undefined);
      // The screen holds that version already (the answer to its own save): nothing to read. Another tab's save, or
      // news come before the save's answer, is read and compared.
      void Promise.resolve(dataProvider.heldVersion?.(schema._id, String(id)))
        .catch(() => undefined)
        .then((held) => (news.version === undefined || held !== news.version ? enqueue(news.by.name, tell) : undefined));
    };
    window.addEventListener(RECORD_WRITTEN_EVENT, onWritten);
    return () => window.removeEventListener(RECORD_WRITTEN_EVENT, onWritten);
  }, [dataProvider, enqueue, schema, siteId]);

  // A save refused as stale (412): the version saved meanwhile is merged, the person saves again; when it cannot be
  // read (offline, archived), the stale alert stays with its reload.
  useEffect(() => {
    if (!stale) return;
    void enqueue("Quelqu'un", (labels) =>
      labels.length
        ? `Enregistré entre-temps par quelqu'un d'autre : ${labels.join(', ')} repris, vos modifications gardées. Enregistrez à nouveau.`
        : undefined,
    ).then((merged) => merged && setStale(false));
  }, [stale, enqueue, setStale]);

  return { pending, settle: () => setPending(null) };
}
