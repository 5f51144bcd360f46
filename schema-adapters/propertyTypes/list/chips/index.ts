// Lists edited as chips: tags (references or texts) and choices (enum values, a data source's records).
export { ChoiceListInput } from './ChoiceListInput';
export { TagListInput } from './TagListInput';
