// One compared item: its status, its field diff when changed, and the copy or delete actions that apply, each
// confirmed before it runs.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { FieldChanges } from '../copy-to-environment/FieldChanges';
import type { ComparedItem, ItemStatus } from '../../../model/environments';
import type { ItemAction } from './useComparison';

const STATUS: Record<ItemStatus, { label: string; color: 'success' | 'error' | 'warning' | 'default' }> = {
  added: { label: 'Seulement ici', color: 'success' },
  removed: { label: 'Seulement là-bas', color: 'error' },
  changed: { label: 'Modifié', color: 'warning' },
  same: { label: 'Identique', color: 'default' },
};

interface Props {
  item: ComparedItem;
  here: string;
  there: string;
  onAction: (id: string, action: ItemAction) => Promise<void>;
}

export function actionsOf(status: ItemStatus, here: string, there: string): { label: string; action: ItemAction; confirm: string }[] {
  const toRight = {
    label: `Copier vers ${there}`,
    action: { kind: 'copy', direction: 'toRight' } as const,
    confirm: `Copier cet élément d'ici vers ${there} ?`,
  };
  const toLeft = {
    label: `Copier ici`,
    action: { kind: 'copy', direction: 'toLeft' } as const,
    confirm: `Copier cet élément de ${there} vers ${here} ?`,
  };
  const delLeft = {
    label: 'Supprimer ici',
    action: { kind: 'delete', side: 'left' } as const,
    confirm: `Supprimer (archiver) cet élément sur ${here} ?`,
  };
  const delRight = {
    label: `Supprimer sur ${there}`,
    action: { kind: 'delete', side: 'right' } as const,
    confirm: `Supprimer (archiver) cet élément sur ${there} ?`,
  };
  if (status === 'added') return [toRight, delLeft];
  if (status === 'removed') return [toLeft, delRight];
  if (status === 'changed') return [toRight, toLeft, delLeft, delRight];
  return [delLeft, delRight];
}

export function ItemRow({ item, here, there, onAction }: Props) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<{ action: ItemAction; confirm: string }>();
  const [running, setRunning] = useState(false);
  const status = STATUS[item.status];
  return (
    <Box data-testid={`compare-item-${item._id}`} sx={{ borderBottom: 1, borderColor: 'divider', py: 1 }}>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip size="small" label={status.label} color={status.color} />
        <Typography sx={{ fontFamily: 'monospace' }}>{item._id}</Typography>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {item.label}
        </Typography>
        {item.changes && (
          <Button size="small" onClick={() => setOpen(!open)}>
            {open ? 'Masquer les différences' : `Voir les différences (${item.changes.length})`}
          </Button>
        )}
        {actionsOf(item.status, here, there).map((a) => (
          <Button key={a.label} size="small" color={a.action.kind === 'delete' ? 'error' : 'primary'} onClick={() => setPending(a)}>
            {a.label}
          </Button>
        ))}
      </Stack>
      {item.changes && (
        <Collapse in={open}>
          <FieldChanges changes={item.changes} beforeLabel={`Sur ${there}`} afterLabel={`Ici (${here})`} />
        </Collapse>
      )}
      <Confirm
        isOpen={!!pending}
        loading={running}
        title={`${item.label} (${item._id})`}
        content={pending?.confirm ?? ''}
        onClose={() => setPending(undefined)}
        onConfirm={async () => {
          setRunning(true);
          await onAction(item._id, pending!.action);
          setRunning(false);
          setPending(undefined);
        }}
      />
    </Box>
  );
}
