// Layout component definitions (catalogue/components/*.json): the component picker and the options modal read them.
import fs from 'node:fs';
import path from 'node:path';
import type { DataSchema } from '../../model/metaSchema.js';
import { checkSite, type CallContext } from './access.js';
import type { SiteDirectory } from './siteDirectory.js';

export interface ComponentDefinition {
  _id: string;
  label: string;
  icon?: string;
  description?: string;
  frontComponent: string;
  forPage?: boolean;
  forEntity?: boolean;
  ofEntity?: string;
  hasEntities?: boolean;
  useRequester?: boolean;
  /** Only these sites may use it (spec: some components are restricted to demo sites). */
  restrictedToSites?: string[];
  optionsSchema: DataSchema;
}

export function readComponentDefinitions(dir: string): ComponentDefinition[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as ComponentDefinition);
}

export class ComponentCatalogue {
  constructor(private definitions: ComponentDefinition[], private sites: SiteDirectory) {}

  /** The components a site may place, sorted by label. */
  forSite(ctx: CallContext): ComponentDefinition[] {
    checkSite(this.sites, ctx);
    return this.definitions
      .filter((c) => !c.restrictedToSites?.length || c.restrictedToSites.includes(ctx.siteId))
      .sort((a, b) => a.label.localeCompare(b.label, 'fr'));
  }
}
