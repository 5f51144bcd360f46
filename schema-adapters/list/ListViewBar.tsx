// Above a list: 'Colonnes' (show or hide columns, kept in the address) and 'Enregistrer la vue' (filters, sort,
// columns and page size under a name, private or shared with the site's users who read the type); on one of the
// user's own views, its renaming and deletion (OwnViewActions).
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { ColumnsButton, useListContext, useLocation, useNotify } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { errorMessageOf } from '../shared';
import { sameListState, searchOfState, stateOfList } from './listAddress';
import { useListViews, useSaveListView } from './listViews';
import { OwnViewActions } from './OwnViewActions';
import { useColumnsInAddress } from './useColumnsInAddress';

/** The DataTable's key of its hidden columns (react-admin's default for the resource, which CollectionTable keeps). */
export const columnsStoreKey = (schema: DataSchema) => `${schema._id}.datatable`;

export function ListViewBar({ schema, columns }: { schema: DataSchema; columns: string[] }) {
  const list = useListContext();
  const shown = useColumnsInAddress(columnsStoreKey(schema), columns);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const save = useSaveListView();
  const notify = useNotify();
  const { search } = useLocation();
  const ownView = useListViews().find((v) => v.mine && v.type === schema._id && sameListState(search, searchOfState(v.state)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { type: schema._id, name: name.trim(), shared, state: stateOfList(list, shown) },
      {
        onSuccess: (view) => {
          notify(`Vue « ${view.name} » enregistrée`, { type: 'success' });
          setOpen(false);
          setName('');
          setShared(false);
        },
      },
    );
  };

  return (
    <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mb: 1 }}>
      <ColumnsButton storeKey={columnsStoreKey(schema)} />
      {ownView && <OwnViewActions key={ownView._id} view={ownView} />}
      <Button size="small" onClick={() => setOpen(true)}>
        Enregistrer la vue
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="save-view-title">
        <form onSubmit={submit}>
          <DialogTitle id="save-view-title">Enregistrer la vue</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label="Nom de la vue"
              value={name}
              onChange={(event) => setName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              error={!!save.error}
              helperText={save.error ? errorMessageOf(save.error) : 'Filtres, tri, colonnes et nombre par page de la liste'}
            />
            <FormControlLabel
              control={<Checkbox checked={shared} onChange={(event) => setShared(event.target.checked)} />}
              label="Partager avec les utilisateurs du site qui voient cette liste"
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Annuler</Button>
            <Button type="submit" variant="contained" disabled={!name.trim() || save.isPending}>
              Enregistrer
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Stack>
  );
}
