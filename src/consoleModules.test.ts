import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ConsoleModule } from '../custom-pages/types';
import type { DataSchema } from '../model/metaSchema';
import { collectionPath } from '../model/paths';
import { sectionById } from '../model/sections';
import { CONSOLE_EXTENSIONS, CONSOLE_MODULES, CUSTOM_PAGES } from './consoleModules';

const CUSTOM_PAGES_DIR = fileURLToPath(new URL('../custom-pages/', import.meta.url));
/** Helpers of the screens, not a feature. */
const NOT_MODULES = ['shared'];
const FEATURE_FOLDERS = readdirSync(CUSTOM_PAGES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_MODULES.includes(entry.name))
  .map((entry) => entry.name);
const INDEXES = import.meta.glob<Record<string, unknown>>('../custom-pages/*/index.ts', { eager: true });

const isModule = (value: unknown): value is ConsoleModule =>
  typeof value === 'object' && value !== null && typeof (value as ConsoleModule).id === 'string';
const isOnDemand = (component: unknown): boolean => typeof (component as { preload?: unknown }).preload === 'function';

describe('the feature modules of custom-pages', () => {
  it('each folder has an index.ts exporting one module named after the folder', () => {
    expect(FEATURE_FOLDERS.length).toBeGreaterThan(15);
    for (const folder of FEATURE_FOLDERS) {
      const exports = INDEXES[`../custom-pages/${folder}/index.ts`];
      expect(exports, `custom-pages/${folder}/index.ts`).toBeDefined();
      expect(
        Object.values(exports)
          .filter(isModule)
          .map((m) => m.id),
      ).toEqual([folder]);
    }
  });

  it('src combines every module once, and no other', () => {
    const exported = FEATURE_FOLDERS.map((folder) => Object.values(INDEXES[`../custom-pages/${folder}/index.ts`]).find(isModule));
    expect(new Set(CONSOLE_MODULES)).toEqual(new Set(exported));
    expect(CONSOLE_MODULES).toHaveLength(exported.length);
  });

  it('each module adds something, every screen it adds loaded on first use (onDemand)', () => {
    for (const module of CONSOLE_MODULES) {
      const components: unknown[] = [
        ...[...(module.pages ?? []), ...(module.listTabs ?? []), ...(module.recordMenuActions ?? []), ...(module.recordHeaderTags ?? [])].map(
          (entry) => entry.Component,
        ),
        ...Object.values(module.recordTabs ?? {}).flatMap((tabs) => tabs.map((tab) => tab.Component)),
        ...Object.values(module.listRowActions ?? {}).flatMap((actions) => actions.map((action) => action.Component)),
        ...Object.values(module.recordViews ?? {}),
        ...Object.values(module.inputOverrides ?? {}),
      ];
      expect(components.length, module.id).toBeGreaterThan(0);
      for (const component of components) expect(isOnDemand(component), module.id).toBe(true);
    }
  });

  it('pages and list tabs are each reached by one path', () => {
    const pagePaths = CUSTOM_PAGES.map((page) => `${page.section}/${page.path}`);
    expect(new Set(pagePaths).size).toBe(pagePaths.length);
    expect(new Set(CUSTOM_PAGES.map((page) => page.id)).size).toBe(CUSTOM_PAGES.length);
    const tabPaths = CONSOLE_EXTENSIONS.listTabs.map((tab) => tab.path);
    expect(new Set(tabPaths).size).toBe(tabPaths.length);
  });

  it("hides no catalogue type's list: a page at a collection's path stands in for its screens, out of the sidebar", () => {
    const dir = fileURLToPath(new URL('../catalogue/schemas/', import.meta.url));
    const schemas = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(dir + file, 'utf8')) as DataSchema);
    const collections = new Set(schemas.map(collectionPath));
    expect(collections.size).toBeGreaterThan(50);
    // The shell serves a page before a collection (src/routing/matchCollectionRoute.ts): one at a list's path hides it.
    const atCollections = CUSTOM_PAGES.filter((page) => collections.has(`${sectionById(page.section)?.path}/${page.path}`));
    expect(atCollections.map((page) => page.id).sort()).toEqual(['admin-users', 'schemas', 'sites']);
    expect(atCollections.filter((page) => page.sidebar)).toEqual([]);
  });
});
