// When the list shows one of the user's own saved views: 'Renommer la vue', 'Partager la vue' (or 'Ne plus partager')
// and 'Supprimer la vue' (the API lets only its owner do any). Shared views of others are only opened.
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { errorMessageOf, useConfirm } from '../shared';
import { useChangeListView, type ListView } from './listViews';
import { ViewNameDialog } from './ViewNameDialog';

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
  const share = () =>
    change.mutate(
      { id: view._id, shared: !view.shared },
      {
        onSuccess: () =>
          notify(view.shared ? `Vue « ${view.name} » gardée pour vous seul` : `Vue « ${view.name} » partagée avec les utilisateurs du site`, {
            type: 'success',
          }),
        onError: (err) => notify(errorMessageOf(err), { type: 'error' }),
      },
    );
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
      <Button size="small" onClick={share} disabled={change.isPending}>
        {view.shared ? 'Ne plus partager' : 'Partager la vue'}
      </Button>
      <Button size="small" color="warning" onClick={() => void remove()}>
        Supprimer la vue
      </Button>
      {confirmDialog}
      <ViewNameDialog
        open={renaming}
        onClose={() => setRenaming(false)}
        onSubmit={rename}
        title="Renommer la vue"
        label="Nouveau nom de la vue"
        name={name}
        onName={setName}
        error={change.error}
        submitLabel="Renommer"
        canSubmit={!!name.trim() && name.trim() !== view.name && !change.isPending}
      />
    </>
  );
}
