import { describe, expect, it } from 'vitest';
import { collectionPath, kebabCase, pluralize } from './paths.js';

describe('collection paths', () => {
  it.each([
    ['TextContent', 'text-contents'],
    ['Country', 'countries'],
    ['PopUp', 'pop-ups'],
    ['AdminUser', 'admin-users'],
    ['RSSConfiguration', 'rss-configurations'],
  ])('%s gives %s', (id, plural) => {
    expect(pluralize(kebabCase(id))).toBe(plural);
  });

  it('puts the section path first and honours an explicit plural', () => {
    expect(collectionPath({ _id: 'TextContent', section: 'contents' })).toBe('contents/text-contents');
    expect(collectionPath({ _id: 'SiteOptions', section: 'site', plural: 'site-options' })).toBe('website-configuration/site-options');
    expect(collectionPath({ _id: 'Address', section: 'noneButDisplayable' })).toBe('addresses');
  });
});
