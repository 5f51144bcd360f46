// Above a list: 'Colonnes' (show or hide columns, kept in the address) and 'Enregistrer la vue' (filters, sort,
// columns and page size under a name, private or shared with the site's users who read the type); on one of the
// user's own views, its renaming and deletion (OwnViewActions).
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { ColumnsButton, useListContext, useLocation, useNotify } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { sameListState, searchOfState, stateOfList } from './listAddress';
import { useListViews, useSaveListView } from './listViews';
import { OwnViewActions } from './OwnViewActions';
import { ViewNameDialog } from './ViewNameDialog';
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
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', ml: 'auto' }}>
      <ColumnsButton storeKey={columnsStoreKey(schema)} />
      {ownView && <OwnViewActions key={ownView._id} view={ownView} />}
      <Button size="small" onClick={() => setOpen(true)}>
        Enregistrer la vue
      </Button>
      <ViewNameDialog
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={submit}
        title="Enregistrer la vue"
        label="Nom de la vue"
        name={name}
        onName={setName}
        error={save.error}
        hint="Filtres, tri, colonnes et nombre par page de la liste"
        submitLabel="Enregistrer"
        canSubmit={!!name.trim() && !save.isPending}
      >
        <FormControlLabel
          control={<Checkbox checked={shared} onChange={(event) => setShared(event.target.checked)} />}
          label="Partager avec les utilisateurs du site qui voient cette liste"
        />
      </ViewNameDialog>
    </Stack>
  );
}
