// 'Déplacer vers…' (the keyboard alternative to dragging a content) and 'Ajouter' from the toolbox: pick the column
// that receives it, or a new row between two rows, as a drop there would (the same dropOperation). Places the model
// would refuse are greyed with the reason (same column, into itself, depth).
import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { getContent, tryLayoutOp, type Content, type ContentPath, type Layout } from '../../../model/layouts';
import { dropOperation } from '../dnd/dropOperation';
import type { DragPayload, DropTarget } from '../dnd/types';
import { columnsOf, contentLabel } from '../labels';
import { refusalText } from '../messages';
import { DialogFrame } from './DialogFrame';
import { useInlineApply } from './useInlineApply';

export type TargetColumnDialogProps =
  { layout: Layout; mode: 'move'; from: ContentPath; onClose: () => void } | { layout: Layout; mode: 'add'; content: Content; onClose: () => void };

export function TargetColumnDialog(props: TargetColumnDialogProps) {
  const { layout, onClose } = props;
  const [copy, setCopy] = useState(false);
  const { error, run } = useInlineApply(onClose);
  const payload: DragPayload = props.mode === 'move' ? { kind: 'content', from: props.from } : { kind: 'component', content: props.content };
  const operation =
    (target: DropTarget) =>
    (l: Layout): Layout =>
      dropOperation(l, payload, target, { copy });
  const places = [
    ...columnsOf(layout).map(({ path, label, depth }) => ({ key: path.join('.'), label, depth, target: { kind: 'slot', path } as DropTarget })),
    ...layout.map((_, at) => ({
      key: `row:${at}`,
      label: `Nouvelle ligne avant la ligne ${at + 1}`,
      depth: 1,
      target: { kind: 'row', at } as DropTarget,
    })),
    { key: `row:${layout.length}`, label: 'Nouvelle ligne à la fin', depth: 1, target: { kind: 'row', at: layout.length } as DropTarget },
  ];
  // One trial per place (a few hundred at most): cheap, and the list says why a place is refused.
  const entries = places.map((place) => {
    const check = tryLayoutOp(() => operation(place.target)(layout));
    return { ...place, refusal: check.ok ? undefined : refusalText(check.error) };
  });
  const name = contentLabel(props.mode === 'move' ? getContent(layout, props.from) : props.content);
  return (
    <DialogFrame title={props.mode === 'move' ? `Déplacer « ${name} » vers…` : `Ajouter « ${name} » dans…`} onClose={onClose} error={error}>
      {props.mode === 'move' && (
        <FormControlLabel
          label="Copier au lieu de déplacer"
          control={<Checkbox checked={copy} onChange={(event) => setCopy(event.target.checked)} />}
        />
      )}
      <List dense aria-label="Destinations">
        {entries.map((entry) => (
          <ListItemButton key={entry.key} disabled={!!entry.refusal} onClick={() => run(operation(entry.target))} sx={{ pl: 2 * entry.depth }}>
            <ListItemText primary={entry.label} secondary={entry.refusal} />
          </ListItemButton>
        ))}
      </List>
    </DialogFrame>
  );
}
