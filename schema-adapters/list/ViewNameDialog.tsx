// The dialog that names a saved list view, for its saving and its renaming: one field (100 characters at most), the
// server's refusal under it, and what a caller adds below (the saving's 'Partager…').
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, type FormEvent, type ReactNode } from 'react';
import { errorMessageOf } from '../shared';

export interface ViewNameDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  title: string;
  label: string;
  name: string;
  onName: (name: string) => void;
  /** The call's error, shown under the field instead of `hint`. */
  error: unknown;
  hint?: string;
  submitLabel: string;
  canSubmit: boolean;
  children?: ReactNode;
}

export function ViewNameDialog(props: ViewNameDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId}>
      <form onSubmit={props.onSubmit}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={props.label}
            value={props.name}
            onChange={(event) => props.onName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            error={!!props.error}
            helperText={props.error ? errorMessageOf(props.error) : props.hint}
          />
          {props.children}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Annuler</Button>
          <Button type="submit" variant="contained" disabled={!props.canSubmit}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
