// 'Déplacer vers…' (the keyboard alternative to dragging a content) and 'Ajouter' from the toolbox: pick the column
// that receives it. Columns the model would refuse are greyed with the reason (same column, into itself, depth).
import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import {
  dropNewComponent,
  getContent,
  moveContent,
  tryLayoutOp,
  type Content,
  type ContentPath,
  type Layout,
  type LayoutPath,
} from '../../../model/layout';
import { placed } from '../dnd/dropOperation';
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
  const operation =
    (to: LayoutPath) =>
    (l: Layout): Layout =>
      props.mode === 'move' ? moveContent(l, props.from, to, { copy }) : dropNewComponent(l, to, placed(props.content));
  // One trial per column (a few hundred at most): cheap, and the list says why a column is refused.
  const entries = columnsOf(layout).map((entry) => {
    const check = tryLayoutOp(() => operation(entry.path)(layout));
    return { ...entry, refusal: check.ok ? undefined : refusalText(check.error) };
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
      {entries.length === 0 && <p>Aucune colonne : ajoutez d'abord une ligne.</p>}
      <List dense aria-label="Colonnes">
        {entries.map((entry) => (
          <ListItemButton
            key={entry.path.join('.')}
            disabled={!!entry.refusal}
            onClick={() => run(operation(entry.path))}
            sx={{ pl: 2 * entry.depth }}
          >
            <ListItemText primary={entry.label} secondary={entry.refusal} />
          </ListItemButton>
        ))}
      </List>
    </DialogFrame>
  );
}
