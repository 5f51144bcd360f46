// Layout component definitions (catalogue/components/*.json): the component picker and the options modal read them.
import fs from 'node:fs';
import path from 'node:path';
import type { ComponentDefinition } from '../../../model/components.js';
import type { DataSchema } from '../../../model/metaSchema.js';
import type { RecordHookRegistry } from '../../services/recordHooks.js';
import { sanitizeRecord } from '../../services/recordSanitizer.js';
import { layoutChecks } from './layoutOptions.js';

const COMPLEX_COMPONENT_TYPE = 'ComplexComponent';

export function readComponentDefinitions(dir: string): ComponentDefinition[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as ComponentDefinition);
}

export class ComponentCatalogue {
  constructor(
    private definitions: ComponentDefinition[],
    hooks: RecordHookRegistry,
  ) {
    // The components served to the layout editor are those saved layouts are checked against.
    const checks = layoutChecks(definitions);
    hooks.registerValueCleaner('layout', checks.cleanLayout);
    // A ComplexComponent record is rendered like a placed component: its options are checked the same way.
    hooks.register(COMPLEX_COMPONENT_TYPE, {
      complete: (doc, { schema, ctx }) => {
        const optionsProp = schema.propertiesList.find((p) => p.key === 'options') ?? { key: 'options', label: 'Options' };
        const sanitize = (propertiesList: DataSchema['propertiesList'], options: Record<string, unknown>) =>
          sanitizeRecord(hooks, { ...schema, propertiesList }, options, ctx.siteId);
        checks.cleanComplexOptions(doc, optionsProp, ctx.siteId, sanitize);
      },
    });
  }

  /** The components a site may place, sorted by label. */
  forSite(siteId: string): ComponentDefinition[] {
    return this.definitions
      .filter((c) => !c.restrictedToSites?.length || c.restrictedToSites.includes(siteId))
      .sort((a, b) => a.label.localeCompare(b.label, 'fr'));
  }
}
