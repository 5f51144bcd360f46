// Layout divider picker (spec 001 §4, §9): the 12 dividers drawn as bars; those the column is too narrow for are greyed
// (model/layout dividersFor), with the width they need.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DIVIDERS, dividersFor, divideColumn, getCol, type ColPath, type Layout } from '../../../model/layouts';
import { LAYOUT_GRID_COLUMNS as GRID } from '../../../model/constants';
import { columnLabel, sizeLabel } from '../labels';
import { DividerBars } from '../toolbox/DividerBars';
import { DialogFrame } from './DialogFrame';
import { useInlineApply } from './useInlineApply';

export function DividerDialog({ layout, path, onClose }: { layout: Layout; path: ColPath; onClose: () => void }) {
  const col = getCol(layout, path);
  const allowed = new Set(dividersFor(col.size).map((d) => d.id));
  const { error, run } = useInlineApply(onClose);
  return (
    <DialogFrame title={`Diviser la colonne (${columnLabel(path)}, ${sizeLabel(col.size)})`} onClose={onClose} error={error}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {col.size === GRID
          ? 'La colonne pleine largeur est remplacée par les nouvelles colonnes ; ses contenus vont dans la première.'
          : 'Une ligne imbriquée avec les nouvelles colonnes est ajoutée à la fin de la colonne.'}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} className="le-divider-picker">
        {DIVIDERS.map((divider) => {
          const fits = allowed.has(divider.id);
          const hint = fits ? divider.id : `${divider.id} : colonne trop étroite (minimum ${divider.minSize * GRID}/${GRID})`;
          return (
            <button
              key={divider.id}
              type="button"
              className="le-block"
              aria-label={`Diviser en ${divider.id}`}
              aria-disabled={!fits}
              data-fits={fits}
              title={hint}
              // Still clickable: the model refuses it with its reason, shown below.
              onClick={() => run((l) => divideColumn(l, path, divider.id))}
            >
              <DividerBars parts={divider.parts} />
              <span className="le-block-id">{divider.id}</span>
            </button>
          );
        })}
      </Stack>
    </DialogFrame>
  );
}
