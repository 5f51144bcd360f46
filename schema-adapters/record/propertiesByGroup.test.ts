import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../../model/metaSchema';
import { propertiesByGroup, sideBarPropertiesOf } from './propertiesByGroup';

const layout = (propertiesList: PropertyDefinition[], propertiesGroups?: string[]) => ({ propertiesList, propertiesGroups });
const summary = (groups: ReturnType<typeof propertiesByGroup>) => groups.map((g) => [g.group, g.properties.map((p) => p.key)]);

describe('propertiesByGroup', () => {
  it("follows the schema's group order and puts ungrouped properties in the first group", () => {
    const schema = layout(
      [
        { key: 'advanced', type: 'string', group: 'Avancé' },
        { key: 'label', type: 'string' },
        { key: 'color', type: 'color', group: 'Affichage' },
        { key: 'title', type: 'string', group: 'Général' },
      ],
      ['Général', 'Affichage', 'Avancé'],
    );
    expect(summary(propertiesByGroup(schema))).toEqual([
      ['Général', ['label', 'title']],
      ['Affichage', ['color']],
      ['Avancé', ['advanced']],
    ]);
  });

  it('drops groups without visible properties', () => {
    const schema = layout(
      [
        { key: 'label', type: 'string' },
        { key: 'secret', type: 'string', group: 'Avancé' },
      ],
      ['Général', 'Affichage', 'Avancé'],
    );
    expect(summary(propertiesByGroup(schema, (prop) => prop.key !== 'secret'))).toEqual([['Général', ['label']]]);
  });

  it('adds groups named only by properties, after the declared ones', () => {
    const schema = layout(
      [
        { key: 'seo', type: 'string', group: 'SEO' },
        { key: 'label', type: 'string' },
      ],
      ['Général'],
    );
    expect(summary(propertiesByGroup(schema))).toEqual([
      ['Général', ['label']],
      ['SEO', ['seo']],
    ]);
  });

  it('works without declared groups', () => {
    expect(summary(propertiesByGroup(layout([{ key: 'label', type: 'string' }])))).toEqual([['Général', ['label']]]);
  });

  it('leaves sideBar properties to the side column', () => {
    const schema = layout([
      { key: 'label', type: 'string' },
      { key: 'status', type: 'enum', sideBar: true },
      { key: 'hiddenSide', type: 'enum', sideBar: true },
    ]);
    expect(summary(propertiesByGroup(schema))).toEqual([['Général', ['label']]]);
    expect(sideBarPropertiesOf(schema, (prop) => prop.key !== 'hiddenSide').map((p) => p.key)).toEqual(['status']);
  });
});
