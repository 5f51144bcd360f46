// The rows of the layout, with a drop place before, between and after them (a new row there).
import { Fragment } from 'react';
import { addRow, type Layout } from '../../../model/layouts';
import { rowTarget } from '../dnd/targets';
import { useLayoutEditor } from '../editorContext';
import { RowView } from './RowView';

export const EMPTY_LAYOUT = 'Mise en page vide : glissez ici un bloc de colonnes ou un composant, ou ajoutez une ligne.';

/** React keys of the rows: their uuid when unique, else their index. */
export function rowKeys(layout: Layout): string[] {
  const seen = new Set<string>();
  return layout.map((row, r) => {
    const key = row.uuid && !seen.has(row.uuid) ? `u${row.uuid}` : `i${r}`;
    if (row.uuid) seen.add(row.uuid);
    return key;
  });
}

export function Canvas({ layout }: { layout: Layout }) {
  const { apply, readOnly } = useLayoutEditor();
  const keys = rowKeys(layout);
  return (
    <div className="le-canvas">
      {layout.length === 0 && (
        <div className="le-row-gap le-empty" data-drop={rowTarget(0)}>
          {EMPTY_LAYOUT}
        </div>
      )}
      {layout.map((row, r) => (
        <Fragment key={keys[r]}>
          <div className="le-row-gap" data-drop={rowTarget(r)} />
          <RowView row={row} index={r} count={layout.length} />
        </Fragment>
      ))}
      {layout.length > 0 && <div className="le-row-gap" data-drop={rowTarget(layout.length)} />}
      {!readOnly && (
        <button type="button" className="le-text-btn le-add-row" onClick={() => apply((l) => addRow(l))}>
          + Ajouter une ligne
        </button>
      )}
    </div>
  );
}
