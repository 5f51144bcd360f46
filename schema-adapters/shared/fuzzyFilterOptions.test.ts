import { describe, expect, it } from 'vitest';
import type { FilterOptionsState } from '@mui/material/useAutocomplete';
import { fuzzyFilterOptions } from './fuzzyFilterOptions';

const types = ['TextContent', 'VideoContent', 'Author', 'Événement'];
const filter = fuzzyFilterOptions((text: string) => text);
const typed = (inputValue: string) => filter(types, { inputValue, getOptionLabel: (text: string) => text } as FilterOptionsState<string>);

describe('choice lists filtered as resource tables', () => {
  it('keeps what contains a short text, accents and case aside', () => {
    expect(typed('')).toEqual(types);
    expect(typed('ev')).toEqual(['Événement']);
    expect(typed('co')).toEqual(['TextContent', 'VideoContent']);
  });

  it('forgives a typo from 3 characters on', () => {
    expect(typed('evenemnt')).toEqual(['Événement']);
    expect(typed('autor')).toEqual(['Author']);
    expect(typed('zzz')).toEqual([]);
  });
});
