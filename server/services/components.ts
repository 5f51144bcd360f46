// Layout component definitions (catalogue/components/*.json): the component picker and the options modal read them.
import fs from 'node:fs';
import path from 'node:path';
import type { ComponentDefinition } from '../../model/components.js';
import { setLayoutComponents } from './layoutOptions.js';

export function readComponentDefinitions(dir: string): ComponentDefinition[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as ComponentDefinition);
}

export class ComponentCatalogue {
  constructor(private definitions: ComponentDefinition[]) {
    // The components served to the layout editor are those saved layouts are checked against.
    setLayoutComponents(definitions);
  }

  /** The components a site may place, sorted by label. */
  forSite(siteId: string): ComponentDefinition[] {
    return this.definitions
      .filter((c) => !c.restrictedToSites?.length || c.restrictedToSites.includes(siteId))
      .sort((a, b) => a.label.localeCompare(b.label, 'fr'));
  }
}
