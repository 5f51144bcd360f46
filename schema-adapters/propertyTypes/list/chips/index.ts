// Lists edited as chips: tags (references or texts) and choices (enum values, a data source's records).
export { ChipListInput, type ChipListInputProps } from './ChipListInput';
export { ChoiceListInput } from './ChoiceListInput';
export { TagListInput } from './TagListInput';
export { foldText, matchesPrefix, textKey, uniqueBy } from './chipText';
