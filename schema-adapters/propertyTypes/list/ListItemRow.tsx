import { memo, useMemo } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import type { Validator } from 'react-admin';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { NestedPropertyInput } from '../nested/NestedPropertyInput';
import { childPath } from '../nested/paths';
import { JsonTextInput } from '../object/JsonTextInput';

export interface ListItemRowProps {
  listPath: string;
  index: number;
  isFirst: boolean;
  isLast: boolean;
  /** The item property (undefined: the list says nothing of its items, which are edited as JSON). */
  item: PropertyDefinition | undefined;
  validate: Validator;
  readOnly: boolean;
  disabled: boolean;
  onMove: (index: number, delta: number) => void;
  onRemove: (index: number) => void;
}

// Drag data names the list, so that an item dropped on another list (nested lists) is ignored.
const dragType = (listPath: string) => `application/x-list-item-${listPath.toLowerCase()}`;

/**
 * One item: the registry's input for the item type under 'list.index', and its buttons (the keyboard way to
 * reorder). Memoised: typing in one item re-renders that item only, whatever the length of the list.
 */
export const ListItemRow = memo((props: ListItemRowProps) => {
  const { listPath, index, isFirst, isLast, item, validate, readOnly, disabled, onMove, onRemove } = props;
  const name = childPath(listPath, index);
  const label = <span>Élément {index + 1}</span>;
  const prop = useMemo(() => (item ? { ...item, key: name, label: `Élément ${index + 1}` } : undefined), [item, name, index]);
  const locked = readOnly || disabled;
  return (
    <Box
      role="listitem"
      aria-label={`Élément ${index + 1}`}
      onDragOver={(event) => {
        if (!locked && event.dataTransfer.types.includes(dragType(listPath))) event.preventDefault();
      }}
      onDrop={(event) => {
        if (locked || !event.dataTransfer.types.includes(dragType(listPath))) return;
        const from = Number(event.dataTransfer.getData(dragType(listPath)));
        if (Number.isInteger(from) && from !== index) {
          event.preventDefault();
          onMove(from, index - from);
        }
      }}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, borderBottom: 1, borderColor: 'divider', py: 0.5 }}
    >
      {!locked && (
        <Box
          draggable
          onDragStart={(event) => {
            event.dataTransfer.setData(dragType(listPath), String(index));
            event.dataTransfer.effectAllowed = 'move';
          }}
          title="Glisser pour déplacer"
          aria-hidden="true"
          sx={{ pt: 2, cursor: 'grab', color: 'text.disabled', display: 'flex' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {prop ? (
          <NestedPropertyInput prop={prop} label={label} validate={validate} readOnly={readOnly} disabled={disabled} />
        ) : (
          <JsonTextInput source={name} label={label} validate={validate} readOnly={readOnly} disabled={disabled} />
        )}
      </Box>
      {!locked && (
        <Box sx={{ display: 'flex', pt: 1.5 }}>
          <IconButton size="small" title="Monter" aria-label={`Monter l'élément ${index + 1}`} disabled={isFirst} onClick={() => onMove(index, -1)}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            title="Descendre"
            aria-label={`Descendre l'élément ${index + 1}`}
            disabled={isLast}
            onClick={() => onMove(index, 1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" title="Supprimer" aria-label={`Supprimer l'élément ${index + 1}`} onClick={() => onRemove(index)}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
    </Box>
  );
});
ListItemRow.displayName = 'ListItemRow';
