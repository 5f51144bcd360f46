// The filter of choice lists (MUI Autocomplete's filterOptions) as resource tables search (spec 001 §9): Fuse.js
// from 3 characters on; shorter, the options that contain the text (MUI's own filter, accents and case aside).
import { createFilterOptions } from '@mui/material/Autocomplete';
import type { FilterOptionsState } from '@mui/material/useAutocomplete';
import { TABLE_SEARCH, fuzzySearch } from './fuzzySearch';

export function fuzzyFilterOptions<T>(labelOf: (option: T) => string): (options: T[], state: FilterOptionsState<T>) => T[] {
  const containsText = createFilterOptions<T>({ stringify: labelOf });
  return (options, state) => {
    if (state.inputValue.trim().length < TABLE_SEARCH.minMatchCharLength) return containsText(options, state);
    const labelled = options.map((option) => ({ option, label: labelOf(option) }));
    return fuzzySearch(labelled, state.inputValue, { ...TABLE_SEARCH, keys: ['label'] }).map((entry) => entry.option);
  };
}
