// When the list shows one of the user's own saved views: 'Renommer la vue' and 'Supprimer la vue' (the API lets only
// its owner do either). Shared views of others are only opened.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { errorMessageOf, useConfirm } from '../shared';
import { useChangeListView, type ListView } from './listViews';

export function OwnViewActions({ view }: { view: ListView }) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(view.name);
  const change = useChangeListView();
  const notify = useNotify();
  const [confirm, confirmDialog] = useConfirm();

  const rename = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { id: view._id, name: name.trim() },
      {
        onSuccess: () => {
          notify(`Vue renommée « ${name.trim()} »`, { type: 'success' });
          setRenaming(false);
        },
      },
    );
  };
  const remove = async () => {
    if (
      !(await confirm({
        title: `Supprimer la vue « ${view.name} » ?`,
        content: 'La liste elle-même ne change pas.',
        confirm: 'Supprimer',
        warning: true,
      }))
    )
      return;
    change.mutate(
      { id: view._id, remove: true },
      {
        onSuccess: () => notify(`Vue « ${view.name} » supprimée`, { type: 'success' }),
        onError: (err) => notify(errorMessageOf(err), { type: 'error' }),
      },
    );
  };

  return (
    <>
      <Button
        size="small"
        onClick={() => {
          setName(view.name);
          change.reset();
          setRenaming(true);
        }}
      >
        Renommer la vue
      </Button>
      <Button size="small" color="warning" onClick={() => void remove()}>
        Supprimer la vue
      </Button>
      {confirmDialog}
      <Dialog open={renaming} onClose={() => setRenaming(false)} aria-labelledby="rename-view-title">
        <form onSubmit={rename}>
          <DialogTitle id="rename-view-title">Renommer la vue</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label="Nouveau nom de la vue"
              value={name}
              onChange={(event) => setName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              error={!!change.error}
              helperText={change.error ? errorMessageOf(change.error) : undefined}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRenaming(false)}>Annuler</Button>
            <Button type="submit" variant="contained" disabled={!name.trim() || name.trim() === view.name || change.isPending}>
              Renommer
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
