import { describe, expect, it } from 'vitest';
import { keepReferenceLabels } from './referenceLabels';

const ref = (id: string, label?: string) => ({ _id: id, _cls: 'Author', _isRef: true as const, ...(label && { label }) });

describe('reference labels kept across a save', () => {
  it('puts the sent labels back on the references the save kept, lists by what they point to', () => {
    const saved = { id: 'a', _id: 'a', label: 'Titre', author: ref('a1'), authors: [ref('a2'), ref('a1')], tags: ['x'] };
    const sent = { id: 'a', author: ref('a1', 'Victor Hugo'), authors: [ref('a1', 'Victor Hugo'), ref('a2', 'George Sand')] };
    expect(keepReferenceLabels(saved, sent)).toEqual({
      ...saved,
      author: ref('a1', 'Victor Hugo'),
      authors: [ref('a2', 'George Sand'), ref('a1', 'Victor Hugo')],
    });
  });

  it('leaves a changed reference without a label (its picker reads it), and values that are not references alone', () => {
    const saved = { id: 'a', author: ref('a3'), other: { _id: 'x', label: 'not a reference' } };
    const sent = { author: ref('a1', 'Victor Hugo'), other: { _id: 'x', label: 'sent' } };
    expect(keepReferenceLabels(saved, sent)).toEqual(saved);
  });
});
