import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../../model/metaSchema.js';
import { RecordHookRegistry } from './recordHooks.js';
import { sanitizeRecord } from './recordSanitizer.js';

describe('record sanitising', () => {
  it('cleans rich text inside objects and lists, and leaves other values alone', () => {
    const schema = {
      _id: 'T',
      label: 'T',
      section: 'contents',
      propertiesList: [
        { key: 'body', type: 'richtext' },
        { key: 'label', type: 'string' },
        { key: 'blocks', type: 'list', itemSchema: { propertiesList: [{ key: 'text', type: 'richtext' }] } },
      ],
    } as DataSchema;
    const out = sanitizeRecord(new RecordHookRegistry(), schema, {
      body: { html: '<p onclick="x()">a</p>', editorStateJson: null },
      label: '<script>reste du texte</script>',
      blocks: [{ text: { html: '<b>b</b><script>x</script>' } }],
    });
    expect(out).toEqual({
      body: { html: '<p>a</p>', editorStateJson: null },
      label: '<script>reste du texte</script>',
      blocks: [{ text: { html: '<b>b</b>' } }],
    });
  });
});
