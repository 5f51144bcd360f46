import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../../model/metaSchema.js';
import { CURRENT_VERSIONS } from '../../model/migrations/index.js';
import { writeDetail } from './writeAudit.js';

const schema = { _id: 'Tag', label: 'Étiquettes', propertiesList: [{ key: 'label', type: 'string' }] } as unknown as DataSchema;

describe('the detail of a write', () => {
  it.each([
    ['a record created', undefined, { label: 'a', _v: CURRENT_VERSIONS }, { label: { to: 'a' } }],
    ['a record written before versions, now stamped', { label: 'a' }, { label: 'b', _v: CURRENT_VERSIONS }, { label: { from: 'a', to: 'b' } }],
    ['a record only stamped again', { label: 'a', _v: { richtext: 0 } }, { label: 'a', _v: CURRENT_VERSIONS }, {}],
  ])('%s lists the user-visible changes only, never the versions', (_what, before, after, changes) => {
    expect(writeDetail(schema, before ? 'update' : 'create', before, after)).toEqual({ changes });
  });
});
