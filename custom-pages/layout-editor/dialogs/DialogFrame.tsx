// The frame of the editor's small dialogs: title, body, the refusal if any, Cancel and the main action.
import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

export interface DialogFrameProps {
  title: string;
  onClose: () => void;
  /** Main action; the dialog is a form submitted by it (Enter works). */
  submitLabel?: string;
  onSubmit?: () => void;
  error?: string;
  children: ReactNode;
  extraActions?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
}

export function DialogFrame({ title, onClose, submitLabel, onSubmit, error, children, extraActions, maxWidth = 'sm' }: DialogFrameProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits inside the record form in React's tree: its submit must not save the record.
    event.stopPropagation();
    onSubmit?.();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby="layout-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="layout-dialog-title">{title}</DialogTitle>
        <DialogContent>
          {children}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          {extraActions}
          <Button onClick={onClose}>Annuler</Button>
          {submitLabel && (
            <Button type="submit" variant="contained">
              {submitLabel}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
