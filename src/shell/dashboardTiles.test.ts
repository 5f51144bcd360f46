import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../../model/sections';
import { dashboardTiles } from './dashboardTiles';

const open = (...ids: string[]) => SECTIONS.filter((section) => ids.includes(section.id));
const tiles = (...ids: string[]) => dashboardTiles(open(...ids)).map(({ key, path }) => [key, path]);

describe('dashboard tiles (spec 000 §2: site options, configure page layouts, contents)', () => {
  it('offers the three tiles at the spec paths to a user who may open both sections', () => {
    expect(tiles('site', 'contents', 'products')).toEqual([
      ['site_options', 'website-configuration'],
      ['pages', 'website-configuration/pages'],
      ['contents', 'contents'],
    ]);
  });

  it('offers a contents-only user the contents tile alone', () => {
    expect(tiles('contents')).toEqual([['contents', 'contents']]);
  });

  it('offers a site-configuration-only user the two site tiles', () => {
    expect(tiles('site')).toEqual([
      ['site_options', 'website-configuration'],
      ['pages', 'website-configuration/pages'],
    ]);
  });

  it('offers nothing when neither section is open', () => {
    expect(tiles('users', 'payments')).toEqual([]);
  });
});
