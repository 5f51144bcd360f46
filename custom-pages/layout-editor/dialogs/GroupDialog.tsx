// Group options modal (spec 001 §3-§5): title and CSS class of a group of one or two contents' range; its colour is the
// preset of its position in the column (model/layout saveGroup). An existing group can be removed.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { contentLabel } from '../labels';
import { getCol, groupColor, removeGroup, saveGroup, type ColPath, type Layout, type SelectionRange } from '../../../model/layouts';
import { DialogFrame } from './DialogFrame';
import { useInlineApply } from './useInlineApply';

export interface GroupDialogProps {
  layout: Layout;
  path: ColPath;
  /** Absent for a new group. */
  uuid?: string;
  range: readonly number[];
  onClose: () => void;
}

export function GroupDialog({ layout, path, uuid, range, onClose }: GroupDialogProps) {
  const col = getCol(layout, path);
  const groups = col.groups ?? [];
  const position = uuid ? groups.findIndex((g) => g.uuid === uuid) : groups.length;
  const existing = uuid ? groups[position] : undefined;
  const [title, setTitle] = useState(existing?.title ?? '');
  const [className, setClassName] = useState(typeof existing?.options?.className === 'string' ? existing.options.className : '');
  const { error, run } = useInlineApply(onClose);
  const color = existing?.options?.color ?? groupColor(Math.max(position, 0));
  const names = range.map((i) => (col.contents[i] ? contentLabel(col.contents[i]) : `#${i + 1}`));
  const save = () => {
    const { color: _color, className: _class, ...otherOptions } = existing?.options ?? {};
    const options = { ...otherOptions, ...(className.trim() && { className: className.trim() }) };
    run((l) => saveGroup(l, path, { uuid, title: title.trim() || undefined, options, selectionRange: [...range] as unknown as SelectionRange }));
  };
  return (
    <DialogFrame
      title={existing ? 'Options du groupe' : 'Nouveau groupe'}
      onClose={onClose}
      submitLabel="Enregistrer le groupe"
      onSubmit={save}
      error={error}
      extraActions={
        existing && (
          <Button color="error" onClick={() => run((l) => removeGroup(l, path, existing.uuid))}>
            Supprimer le groupe
          </Button>
        )
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 20, height: 20, borderRadius: 1, bgcolor: color }} aria-hidden="true" />
          <Typography variant="body2">
            {names.length > 1
              ? `Du contenu ${range[0] + 1} (${names[0]}) au contenu ${range[1] + 1} (${names[1]})`
              : `Contenu ${range[0] + 1} (${names[0]})`}
          </Typography>
        </Stack>
        <TextField size="small" label="Titre du groupe" value={title} onChange={(event) => setTitle(event.target.value)} autoFocus />
        <TextField size="small" label="Classe CSS" value={className} onChange={(event) => setClassName(event.target.value)} />
      </Stack>
    </DialogFrame>
  );
}
