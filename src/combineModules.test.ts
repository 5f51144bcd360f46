import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import type { ConsoleModule } from '../custom-pages/types';
import { NO_EXTENSIONS } from '../schema-adapters/extensions';
import { combineModules } from './combineModules';

const Component = lazy(async () => ({ default: () => null }));
const page = (id: string) => ({ id, section: 'superadmin', path: id, label: id, Component });
const first: ConsoleModule = {
  id: 'first',
  pages: [page('a'), page('b')],
  listRowActions: { User: [{ id: 'first-user', Component }] },
  recordTabs: { User: [{ label: 'Un', Component }] },
  recordMenuActions: [{ id: 'first-menu', Component }],
  recordHeaderTags: [{ id: 'first-tag', Component }],
};
const second: ConsoleModule = {
  id: 'second',
  pages: [page('c')],
  listRowActions: { User: [{ id: 'second-user', Component }], Video: [{ id: 'second-video', Component }] },
  recordTabs: { User: [{ label: 'Deux', Component }] },
  recordViews: { Export: Component },
  recordMenuActions: [{ id: 'second-menu', Component }],
  inputOverrides: { layout: Component },
};

describe('combineModules', () => {
  const { pages, extensions } = combineModules([first, second]);

  it('lists the pages and menu actions module after module', () => {
    expect(pages.map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(extensions.recordMenuActions.map((a) => a.id)).toEqual(['first-menu', 'second-menu']);
    expect(extensions.recordHeaderTags.map((t) => t.id)).toEqual(['first-tag']);
    expect(extensions.listTabs).toEqual([]);
  });

  it("merges a type's row actions and record tabs of several modules, in the modules' order", () => {
    expect(extensions.listRowActions.User.map((a) => a.id)).toEqual(['first-user', 'second-user']);
    expect(extensions.listRowActions.Video.map((a) => a.id)).toEqual(['second-video']);
    expect(extensions.recordTabs.User.map((t) => t.label)).toEqual(['Un', 'Deux']);
  });

  it('keeps the views and inputs by key, and empty parts where no module adds any', () => {
    expect(Object.keys(extensions.recordViews)).toEqual(['Export']);
    expect(Object.keys(extensions.inputOverrides)).toEqual(['layout']);
    expect(combineModules([]).extensions).toEqual(NO_EXTENSIONS);
  });
});
