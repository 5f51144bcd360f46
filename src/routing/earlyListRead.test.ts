import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../../model/metaSchema';
import { ARCHIVES_STATE } from '../../model/paths';
import { earlyListOf } from './earlyListRead';

const schema = (fields: Partial<DataSchema> & Pick<DataSchema, '_id' | 'section'>): DataSchema =>
  ({ label: fields._id, propertiesList: [{ key: 'label', type: 'string', sortable: true }], ...fields }) as DataSchema;
const textContent = schema({ _id: 'TextContent', section: 'contents' });
const adminUser = schema({ _id: 'AdminUser', section: 'superadmin', storedInInstanceDatabase: false });
const options = schema({ _id: 'SiteOptions', section: 'site', plural: 'site-options', isSingleton: true });
const schemas = [textContent, adminUser, options];
const nothingStored = () => undefined;

describe("the entry's read of the list an address shows", () => {
  it("asks for a type's list as its list does: page 1 of 30, its default order, on the site or the platform", () => {
    const list = earlyListOf({ pathname: '/demo-prod/contents/text-contents/collection', search: '' }, schemas, nothingStored);
    expect(list?.address).toMatch(
      /^\/api\/demo-prod\/data\/TextContent\?offset=0&limit=30&sortBy=[^&]+&withCount=true&serialize=true&adminTable=true$/,
    );
    const global = earlyListOf({ pathname: '/demo-prod/super-admin/admin-users/collection', search: '' }, schemas, nothingStored);
    expect(global?.address).toMatch(/^\/api\/global\/data\/AdminUser\?/);
  });

  it("follows the address's query, else the list's stored parameters under its site", () => {
    const fromAddress = earlyListOf(
      { pathname: '/demo-prod/contents/text-contents/collection', search: '?sort=label&order=ASC&page=3' },
      schemas,
      nothingStored,
    );
    expect(fromAddress?.address).toContain('offset=60&limit=30&sortBy=label&');
    const stored = earlyListOf({ pathname: '/demo-prod/contents/text-contents/collection', search: '' }, schemas, (siteId, key) =>
      siteId === 'demo-prod' && key === 'TextContent.all.listParams'
        ? { filter: { q: 'été' }, sort: 'label', order: 'DESC', page: 1, perPage: 50 }
        : undefined,
    );
    expect(stored?.address).toContain('offset=0&limit=50&sortBy=-label&adminSearch=%C3%A9t%C3%A9&');
  });

  it('asks for the archives when the way back from an archived record opens the list on them', () => {
    const list = earlyListOf({ pathname: '/demo-prod/contents/text-contents/collection', search: '', state: ARCHIVES_STATE }, schemas, nothingStored);
    expect(list?.address).toContain('&archived=true');
  });

  it('reads nothing for an address that is not a list: a record, a tab, a singleton, a dashboard, an unknown type', () => {
    for (const path of [
      '/demo-prod/contents/text-contents/tc-1',
      '/demo-prod/contents/text-contents/new',
      '/demo-prod/contents/text-contents/statistics',
      '/demo-prod/site/site-options/collection',
      '/demo-prod',
      '/',
      '/demo-prod/contents/nothing-here/collection',
    ]) {
      expect(earlyListOf({ pathname: path, search: '' }, schemas, nothingStored), path).toBeUndefined();
    }
  });
});
