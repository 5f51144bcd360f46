import type { PropertyInputProps } from '../types';
import { ChoiceListInput, TagListInput } from './chips';
import { listModeOf } from './listItems';
import { ListItemsEditor } from './ListItemsEditor';

/** A list property: tag chips, choice chips, or the item-by-item editor (spec 000 §5 List). */
export const ListInput = (props: PropertyInputProps) => {
  switch (listModeOf(props.prop)) {
    case 'tagRefs':
      return <TagListInput {...props} asReferences />;
    case 'tagTexts':
      return <TagListInput {...props} asReferences={false} />;
    case 'choices':
      return <ChoiceListInput {...props} />;
    default:
      return <ListItemsEditor {...props} />;
  }
};
