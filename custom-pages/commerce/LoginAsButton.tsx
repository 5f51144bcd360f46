// 'Se connecter en tant que' on a User (users list row, User record): asks for the admin's own password first.
import LoginIcon from '@mui/icons-material/Login';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { MouseEvent } from 'react';
import { useRecordContext } from 'react-admin';
import { ActionButton } from '../../schema-adapters/actions';
import { useLoginAs } from './useLoginAs';

const stop = (event: MouseEvent) => event.stopPropagation();

export default function LoginAsButton() {
  const record = useRecordContext();
  const login = useLoginAs(String(record?._id ?? ''));
  if (!record) return null;
  return (
    // A row click opens the record: clicks inside stay here.
    <span onClick={stop}>
      <ActionButton label="Se connecter en tant que" icon={<LoginIcon fontSize="small" />} onClick={login.show} />
      <Dialog open={login.open} onClose={login.close} maxWidth="xs" fullWidth>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void login.submit();
          }}
        >
          <DialogTitle>Se connecter en tant que {String(record.login ?? record._id)}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Le site public s'ouvrira dans un nouvel onglet, connecté avec ce compte. Confirmez avec votre propre mot de passe.
            </DialogContentText>
            <TextField
              autoFocus
              fullWidth
              type="password"
              label="Votre mot de passe"
              value={login.password}
              onChange={(event) => login.setPassword(event.target.value)}
              error={!!login.error}
              autoComplete="current-password"
            />
            {login.error && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {login.error}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={login.close}>Annuler</Button>
            <Button type="submit" variant="contained" disabled={!login.password || login.busy}>
              Continuer
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </span>
  );
}
