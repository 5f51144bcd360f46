import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { Parsed } from '../editor/recordJson';
import type { Values } from '../editor/recordValues';

/** When the browser refuses to read the clipboard: a box to paste the copied object into. */
export const PasteDialog = ({ onClose, onPaste }: { onClose: () => void; onPaste: (text: string) => Parsed<Values> }) => {
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const paste = () => {
    const result = onPaste(text);
    if (result.ok) onClose();
    else setErrors(result.errors);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="paste-dialog-title">
      <DialogTitle id="paste-dialog-title">Coller un objet</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Le presse-papiers ne peut pas être lu ici : collez l'objet copié (Ctrl+V) dans la zone ci-dessous.
        </DialogContentText>
        <TextField
          label="JSON à coller"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setErrors([]);
          }}
          multiline
          minRows={8}
          maxRows={20}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
        />
        {errors.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errors.map((error) => (
              <div key={error}>{error}</div>
            ))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
        <Button variant="contained" onClick={paste} disabled={!text.trim()}>
          Coller
        </Button>
      </DialogActions>
    </Dialog>
  );
};
