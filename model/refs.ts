// A stored reference ({_id, _cls, _isRef}) read from a document whose shape is not trusted.

/** The id a reference points at, or undefined when the value is no reference. */
export const refId = (value: unknown): string | undefined =>
  value && typeof value === 'object' && typeof (value as { _id?: unknown })._id === 'string' ? (value as { _id: string })._id : undefined;
