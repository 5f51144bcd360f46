// Only reads serialise references with their labels: a saved record comes back without them. The labels the form
// held are put back on the references the save did not change, so that the record screen neither asks for them again
// nor redraws its pickers after every save.
import type { RaRecord } from 'react-admin';

type Reference = { _id: string; _cls: string; _isRef: true; label?: unknown };

const isReference = (value: unknown): value is Reference =>
  !!value && typeof value === 'object' && (value as Reference)._isRef === true && typeof (value as Reference)._id === 'string';

const sameReference = (a: Reference, b: unknown): b is Reference => isReference(b) && b._id === a._id && b._cls === a._cls;

function labelled(saved: unknown, sent: unknown): unknown {
  if (Array.isArray(saved)) {
    // A list's references are found by what they point to: the list may have been reordered.
    const candidates = Array.isArray(sent) ? sent : [];
    return saved.map((item) => labelled(item, isReference(item) ? candidates.find((c) => sameReference(item, c)) : undefined));
  }
  if (!isReference(saved) || saved.label !== undefined || !sameReference(saved, sent) || typeof sent.label !== 'string') return saved;
  return { ...saved, label: sent.label };
}

/** `saved` with the labels of `sent`'s references it still holds. */
export function keepReferenceLabels<R extends RaRecord>(saved: R, sent: Partial<RaRecord>): R {
  return Object.fromEntries(Object.entries(saved).map(([key, value]) => [key, labelled(value, sent[key])])) as R;
}
