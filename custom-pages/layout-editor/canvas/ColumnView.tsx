// A column: its settings line (size, offset, flex, order), its actions, its contents with drop places between them,
// and the group selection (a range of at most two contents, spec 001 §4).
import { memo, useCallback, useMemo, useState } from 'react';
import { groupColor, rangeBounds, removeColumn, toggleSelection, type Col, type ColPath } from '../../../model/layouts';
import { slotTarget } from '../dnd/targets';
import { useLayoutEditor } from '../editorContext';
import { columnLabel, sizeLabel } from '../labels';
import { ActionButton } from './ActionButton';
import { ContentView, type GroupMark } from './ContentView';

export interface ColumnViewProps {
  col: Col;
  /** Address as '0.1'. */
  pathKey: string;
  /** First grid line in the editor. */
  start: number;
}

const FLEX_LABELS: Record<string, string> = { row: 'en ligne', text: 'texte', stacked: 'empilé' };

/** The group mark of each content index. */
function groupMarks(col: Col): (GroupMark | undefined)[] {
  const marks: (GroupMark | undefined)[] = new Array(col.contents.length);
  (col.groups ?? []).forEach((group, position) => {
    const [start, end] = rangeBounds(group.selectionRange);
    const color = group.options?.color ?? groupColor(position);
    const range = start === end ? [start] : [start, end];
    for (let i = start; i <= end && i < marks.length; i++) {
      marks[i] = { color, uuid: group.uuid, range, ...(i === start && { title: group.title ?? '' }) };
    }
  });
  return marks;
}

/** React keys: the uuid when there is a unique one, else the index. */
function contentKeys(col: Col): string[] {
  const seen = new Set<string>();
  return col.contents.map((content, i) => {
    const uuid = 'uuid' in content && typeof content.uuid === 'string' ? content.uuid : undefined;
    const key = uuid && !seen.has(uuid) ? `u${uuid}` : `i${i}`;
    if (uuid) seen.add(uuid);
    return key;
  });
}

export const ColumnView = memo(({ col, pathKey, start }: ColumnViewProps) => {
  const { apply, open, readOnly } = useLayoutEditor();
  const path: ColPath = useMemo(() => pathKey.split('.').map(Number), [pathKey]);
  const [selection, setSelection] = useState<number[] | null>(null);
  const onToggleSelect = useCallback((i: number) => setSelection((s) => toggleSelection(s ?? [], i)), []);
  const marks = useMemo(() => groupMarks(col), [col]);
  const keys = useMemo(() => contentKeys(col), [col]);
  const label = columnLabel(path);
  const facts = [
    sizeLabel(col.size),
    col.offset ? `décalage ${col.offset}` : '',
    col.flex ? (FLEX_LABELS[col.flex] ?? col.flex) : '',
    col.flexOrder ? `ordre ${col.flexOrder}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <section
      className="le-col"
      aria-label={`${label} (${sizeLabel(col.size)})`}
      data-path={pathKey}
      style={{ gridColumn: `${start} / span ${col.size}` }}
    >
      <div className="le-col-head">
        <span className="le-col-facts" title={label}>
          {facts}
        </span>
        {!readOnly && (
          <span className="le-actions">
            <ActionButton label="Options de la colonne" glyph="⚙" onClick={() => open({ kind: 'column', path })} />
            <ActionButton label="Diviser la colonne" glyph="◫" onClick={() => open({ kind: 'divide', path })} />
            <ActionButton
              label="Grouper des contenus"
              glyph="❏"
              disabled={col.contents.length === 0}
              onClick={() => setSelection((s) => (s ? null : []))}
            />
            <ActionButton label="Supprimer la colonne" glyph="✕" danger onClick={() => apply((l) => removeColumn(l, path))} />
          </span>
        )}
      </div>
      {selection && (
        <div className="le-selecting" role="status">
          <span>Choisissez le premier et le dernier contenu du groupe.</span>
          <button
            type="button"
            className="le-text-btn"
            disabled={selection.length === 0}
            onClick={() => {
              open({ kind: 'group', path, range: selection });
              setSelection(null);
            }}
          >
            Créer le groupe
          </button>
          <button type="button" className="le-text-btn" onClick={() => setSelection(null)}>
            Annuler
          </button>
        </div>
      )}
      <div className="le-col-body" data-drop={slotTarget(path)}>
        {col.contents.map((content, i) => {
          const key = keys[i];
          const [first, second] = selection ?? [];
          const selected = selection !== null && (i === first || i === second || (second !== undefined && i > first && i < second));
          return (
            <div key={key} className="le-slot">
              <div className="le-gap" data-drop={slotTarget([...path, i])} />
              <ContentView
                content={content}
                pathKey={`${pathKey}.${i}`}
                index={i}
                count={col.contents.length}
                group={marks[i]}
                selecting={selection !== null}
                selected={selected}
                onToggleSelect={onToggleSelect}
              />
            </div>
          );
        })}
        <div className="le-gap le-gap-end" data-drop={slotTarget([...path, col.contents.length])}>
          {col.contents.length === 0 && <span className="le-hint">Déposer un composant ici</span>}
        </div>
      </div>
    </section>
  );
});
ColumnView.displayName = 'ColumnView';
