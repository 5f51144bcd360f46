import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../../../model/metaSchema';
import { comparableTypes, pickTypes } from './comparableTypes';

const schema = (over: Partial<DataSchema>) => ({ _id: 'X', label: 'X', propertiesList: [], ...over }) as DataSchema;

describe('comparableTypes', () => {
  it('lists the named types first, then contents and section schemas; no global or embedded ones', () => {
    const schemas = [
      schema({ _id: 'Tag', label: 'Tags', section: 'contents' }),
      schema({ _id: 'Config', label: 'Configurations', section: 'noneButDisplayable' }),
      schema({ _id: 'Page', label: 'Pages', section: 'site' }),
      schema({ _id: 'Author', label: 'Auteurs', section: 'contents' }),
      schema({ _id: 'Site', label: 'Sites', section: 'superadmin', storedInInstanceDatabase: false }),
      schema({ _id: 'MenuItem', label: 'Éléments', hasAssociatedDBCollection: false }),
      schema({ _id: 'Menu', label: 'Menus', section: 'noneButDisplayable' }),
    ];
    expect(comparableTypes(schemas).map((t) => t.value)).toEqual(['Page', 'Config', 'Author', 'Tag']);
  });
});

describe('pickTypes', () => {
  it('keeps both pickers equal until the right one is changed alone', () => {
    let types = { left: 'Page', right: 'Page' };
    types = pickTypes(types, 'left', 'Tag');
    expect(types).toEqual({ left: 'Tag', right: 'Tag' });
    types = pickTypes(types, 'right', 'Author');
    expect(types).toEqual({ left: 'Tag', right: 'Author' });
    expect(pickTypes(types, 'left', 'Page')).toEqual({ left: 'Page', right: 'Author' });
  });
});
