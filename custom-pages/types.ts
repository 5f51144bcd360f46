import type { ComponentType } from 'react';
import type { ConsoleExtensions } from '../schema-adapters/extensions';

/** What a custom screen receives: the path segments below its own path (already URL-decoded). */
export interface CustomPageProps {
  subPath: string[];
}

/**
 * A screen of its own inside a section (design.md §1 custom-pages). The shell routes
 * /{siteId}/{section path}/{path}/… to it, inside the section's layout and behind the section's right.
 */
export interface CustomPage {
  id: string;
  /** Section id (model/sections.ts). */
  section: string;
  /** Path below the section's path, without slashes at either end ('audit-log', 'schemas'). */
  path: string;
  /** French label of its sidebar entry. */
  label: string;
  /**
   * 'shortcuts': listed in the section's sidebar under 'Raccourcis'. Unset: not listed, as for a page
   * that stands in for some screens of a collection (the collection's own entry leads there).
   */
  sidebar?: 'shortcuts';
  /** The paths below `path` this page serves; the others go on to the generic collection screens. Default: all. */
  serves?: (subPath: string[]) => boolean;
  /** Loaded on first use (React.lazy): custom screens stay out of the console's initial bundle. */
  Component: ComponentType<CustomPageProps>;
}

/**
 * What one feature folder of custom-pages adds to the console, exported by its index.ts: its own screens and what it
 * plugs into the generic screens (list tabs and row buttons, record tabs, views, menu actions and header tags, inputs). The app
 * combines every module's parts in the order of its module list (src/consoleModules.ts). Every component is loaded
 * on first use (React.lazy): an index.ts imports no screen, so that no feature adds to the console's initial bundle.
 */
export interface ConsoleModule extends Partial<ConsoleExtensions> {
  /** The folder's name. */
  id: string;
  /** Its screens, in the order of their sidebar entries (those with `sidebar: 'shortcuts'`). */
  pages?: readonly CustomPage[];
}
