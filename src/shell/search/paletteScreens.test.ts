import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../../../model/metaSchema';
import { SECTIONS } from '../../../model/sections';
import { CUSTOM_PAGES } from '../../consoleModules';
import { paletteScreens, screenFinder } from './paletteScreens';

const collection = (id: string, label: string, section: string) => ({ _id: id, label, section, propertiesList: [] }) as unknown as DataSchema;
const collections = [collection('TextContent', 'Contenus texte', 'contents'), collection('Payment', 'Paiements', 'payments')];
const find = screenFinder(paletteScreens([...SECTIONS], collections, CUSTOM_PAGES));

describe('the screens the search palette finds by name', () => {
  it.each([
    ['encodage', 'video-encoding'],
    ['outils', 'tools'],
    ['contenus texte', 'contents/text-contents/collection'],
    ['contenu txte', 'contents/text-contents/collection'],
    ['paiments', 'payments'],
  ])('« %s » leads first to %s', (text, path) => {
    expect(find(text)[0]?.path.startsWith(path), JSON.stringify(find(text))).toBe(true);
  });

  it("offers only the sections it is given (the user's)", () => {
    const contentsOnly = screenFinder(paletteScreens([SECTIONS.find((s) => s.id === 'contents')!], collections, CUSTOM_PAGES));
    expect(contentsOnly('outils')).toEqual([]);
    expect(contentsOnly('paiements')).toEqual([]);
  });
});
