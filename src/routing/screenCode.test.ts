import fs from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { DataSchema } from '../../model/metaSchema';
import { recordPathsOf } from '../../schema-adapters/shared/recordPaths';
import { withCollection } from './collections';
import { matchCollectionRoute } from './matchCollectionRoute';
import { preloadScreenOf, SchemaCollectionPage, SchemaRecordPage } from './screenCode';

const list = vi.spyOn(SchemaCollectionPage, 'preload').mockResolvedValue(undefined);
const record = vi.spyOn(SchemaRecordPage, 'preload').mockResolvedValue(undefined);
const asked = (pathname: string) => {
  list.mockClear();
  record.mockClear();
  preloadScreenOf(pathname);
  return list.mock.calls.length ? 'list' : record.mock.calls.length ? 'record' : 'none';
};

describe('the screen code asked for by the address the console opens at', () => {
  it("asks for a record's screen at a record's address, a list's elsewhere below a site, none at a site's root", () => {
    expect(asked('/demo-prod/contents/text-contents/collection')).toBe('list');
    expect(asked('/demo-prod/contents/text-contents/tc-1/edit')).toBe('record');
    expect(asked('/demo-prod/contents/text-contents/new')).toBe('record');
    expect(asked('/demo-prod/contents/text-contents/tc-1/archive')).toBe('record');
    expect(asked('/demo-prod/')).toBe('none');
    expect(asked('/')).toBe('none');
  });

  // Generated from the catalogue and the route rules: every list's address, its sub-filters' included, and every
  // record's address that names the record screen by its last segment. (A read-only record's `/{id}` asks for the
  // list's code: the record's follows once a screen is drawn, RouteOutcomeView.tsx.)
  const catalogue = withCollection(
    fs
      .readdirSync('catalogue/schemas')
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(fs.readFileSync(`catalogue/schemas/${file}`, 'utf8')) as DataSchema),
  );
  const addresses = catalogue.flatMap((schema) => {
    const paths = recordPathsOf('', schema);
    return [
      ...(schema.isSingleton ? [] : [paths.collection, ...(schema.subFilters ?? []).map((f) => paths.tab('collection', f.id))]),
      paths.create,
      paths.edit('r-1'),
      paths.archived('r-1'),
    ].map((path) => [schema._id, path] as const);
  });
  it.each(addresses)('%s: %s asks for the code of the screen its route shows', (_type, path) => {
    const outcome = matchCollectionRoute(catalogue, path);
    if (outcome?.kind !== 'collection' && outcome?.kind !== 'record') return;
    expect(asked(`/demo-prod${path}`)).toBe(outcome.kind === 'collection' ? 'list' : 'record');
  });
});
