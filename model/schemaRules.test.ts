// Issue 36 §4: a write-only property is hashed and never read back only as a whole property of the record, so the
// schema rules keep it at the top level (model/schemaRules.ts), and no catalogue schema holds one deeper.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from './metaSchema.js';
import { schemaRuleErrors } from './schemaRules.js';

const secret = { key: 'secret', type: 'string', writeOnly: true } as PropertyDefinition;
const WRITE_ONLY_NESTED = "une propriété en écriture seule ne peut être qu'au premier niveau du schéma";

describe('write-only below the top level', () => {
  it('is refused in a list item, naming its path', () => {
    const props = [{ key: 'choices', type: 'list', itemType: 'object', itemSchema: { propertiesList: [{ key: 'text', type: 'string' }, secret] } }];
    expect(schemaRuleErrors(props as PropertyDefinition[])).toEqual({
      'propertiesList.0.itemSchema.propertiesList.1.writeOnly': `« choices.secret » : ${WRITE_ONLY_NESTED}`,
    });
  });

  it('is refused in an object, at any depth', () => {
    const props = [{ key: 'a', type: 'object', propertiesList: [{ key: 'b', type: 'object', propertiesList: [secret] }] }];
    expect(schemaRuleErrors(props as PropertyDefinition[])).toEqual({
      'propertiesList.0.propertiesList.0.propertiesList.0.writeOnly': `« a.b.secret » : ${WRITE_ONLY_NESTED}`,
    });
  });

  it('is allowed at the top level', () => {
    expect(schemaRuleErrors([secret])).toEqual({});
  });

  it('is held by no catalogue schema', () => {
    const dir = 'catalogue/schemas';
    const nested = fs.readdirSync(dir).flatMap((f) => {
      const schema = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { _id: string; propertiesList: PropertyDefinition[] };
      return Object.entries(schemaRuleErrors(schema.propertiesList))
        .filter(([at]) => at.endsWith('.writeOnly'))
        .map(([at]) => `${schema._id} ${at}`);
    });
    expect(nested).toEqual([]);
  });
});
