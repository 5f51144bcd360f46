// A row of the layout: its actions (options, move up or down, delete) and its columns.
import { memo } from 'react';
import { moveRowDown, moveRowUp, removeRow, type Row } from '../../../model/layouts';
import { useLayoutEditor } from '../editorContext';
import { ActionButton } from './ActionButton';
import { ColumnList } from './ColumnList';

/** Short words for the options a row has set. */
function rowFacts(row: Row): string[] {
  const o = row.options ?? {};
  return [
    row.fullWidth && 'pleine largeur',
    row.gutters && 'gouttières',
    o.withSeparator && 'séparateur',
    o.noPaddingTop && 'sans marge haute',
    o.noPaddingBottom && 'sans marge basse',
    o.loadImagesSync && 'images immédiates',
    o.breakpointViewport === 'desktop' && 'côte à côte sur bureau',
    o.breakpointViewport === 'mobile' && 'toujours côte à côte',
    o.wrapperClassName && `.${o.wrapperClassName}`,
  ].filter((f): f is string => typeof f === 'string');
}

export const RowView = memo(({ row, index, count }: { row: Row; index: number; count: number }) => {
  const { apply, open, readOnly } = useLayoutEditor();
  const facts = rowFacts(row);
  return (
    <section className="le-row" role="group" aria-label={`Ligne ${index + 1}`} data-path={String(index)}>
      <div className="le-row-head">
        <span className="le-row-title">Ligne {index + 1}</span>
        {facts.length > 0 && <span className="le-row-facts">{facts.join(' · ')}</span>}
        {!readOnly && (
          <span className="le-actions">
            <ActionButton label="Options de la ligne" glyph="⚙" onClick={() => open({ kind: 'row', row: index })} />
            <ActionButton label="Monter la ligne" glyph="↑" disabled={index === 0} onClick={() => apply((l) => moveRowUp(l, index))} />
            <ActionButton label="Descendre la ligne" glyph="↓" disabled={index === count - 1} onClick={() => apply((l) => moveRowDown(l, index))} />
            <ActionButton label="Supprimer la ligne" glyph="✕" danger onClick={() => apply((l) => removeRow(l, index))} />
          </span>
        )}
      </div>
      <ColumnList cols={row.cols} ownerKey={String(index)} />
    </section>
  );
});
RowView.displayName = 'RowView';
