// One content of a column: a component, a complex-component reference or a nested row of columns.
import { memo } from 'react';
import {
  isNested,
  isRef,
  moveContentDown,
  moveContentUp,
  removeContent,
  type Content,
  type ContentPath,
  type NestedCols,
} from '../../../model/layouts';
import { ComponentActivity } from '../../../schema-adapters/record/presence/FieldActivity';
import { contentSource } from '../dnd/sources';
import { useLayoutEditor, useLayoutCatalogue } from '../editorContext';
import { contentLabel, internalName } from '../labels';
import { ActionButton } from './ActionButton';
import { NestedRow } from './NestedRow';

export const MISSING_NAME = 'Nom manquant';

export interface GroupMark {
  readonly color: string;
  /** Set on the first content of the group: its chip opens the group options. */
  readonly title?: string;
  readonly uuid: string;
  readonly range: readonly number[];
}

export interface ContentViewProps {
  content: Content;
  /** Address as '0.1.2'. */
  pathKey: string;
  index: number;
  count: number;
  group?: GroupMark;
  /** Group selection under way in the column. */
  selecting: boolean;
  selected: boolean;
  onToggleSelect: (index: number) => void;
}

const parse = (key: string): ContentPath => key.split('.').map(Number);

export const ContentView = memo(({ content, pathKey, index, count, group, selecting, selected, onToggleSelect }: ContentViewProps) => {
  const { apply, open, readOnly } = useLayoutEditor();
  const path = parse(pathKey);
  const label = contentLabel(content);
  const actions = !readOnly && (
    <span className="le-actions">
      <ActionButton label="Monter" glyph="↑" disabled={index === 0} onClick={() => apply((l) => moveContentUp(l, path))} />
      <ActionButton label="Descendre" glyph="↓" disabled={index === count - 1} onClick={() => apply((l) => moveContentDown(l, path))} />
      <ActionButton label="Déplacer vers…" glyph="⇄" onClick={() => open({ kind: 'moveTo', from: path })} />
      {!isNested(content) && !isRef(content) && (
        <ActionButton label="Options du composant" glyph="⚙" onClick={() => open({ kind: 'component', path })} />
      )}
      <ActionButton label="Supprimer le composant" glyph="✕" danger onClick={() => apply((l) => removeContent(l, path))} />
    </span>
  );
  const groupChip = group?.title !== undefined && (
    <button
      type="button"
      className="le-group-chip"
      style={{ background: group.color }}
      onClick={() => open({ kind: 'group', path: path.slice(0, -1), uuid: group.uuid, range: group.range })}
      disabled={readOnly}
    >
      Groupe{group.title ? ` : ${group.title}` : ''}
    </button>
  );
  const select = selecting && (
    <input type="checkbox" className="le-select" aria-label={`Sélectionner ${label}`} checked={selected} onChange={() => onToggleSelect(index)} />
  );
  const style = group ? { borderLeftColor: group.color } : undefined;

  if (isNested(content)) {
    return (
      <div className="le-content le-nested" data-path={pathKey} draggable={!readOnly && !selecting} data-drag={contentSource(path)} style={style}>
        {groupChip}
        <div className="le-content-main">
          {select}
          <span className="le-handle" aria-hidden="true">
            ⠿
          </span>
          <span className="le-label">{label}</span>
          {actions}
        </div>
        <NestedRow nested={content as NestedCols} pathKey={pathKey} />
      </div>
    );
  }
  return (
    <div
      className={`le-content${selected ? ' le-selected' : ''}`}
      data-path={pathKey}
      draggable={!readOnly && !selecting}
      data-drag={contentSource(path)}
      style={style}
    >
      {groupChip}
      {/* Someone else on the record types in this component (issue 22 §2: a layout's activity, component by component). */}
      {'uuid' in content && typeof content.uuid === 'string' && <ComponentActivity uuid={content.uuid} />}
      <div className="le-content-main">
        {select}
        <span className="le-handle" aria-hidden="true">
          ⠿
        </span>
        <span className="le-label">{label}</span>
        {isRef(content) ? <span className="le-tag">Composant complexe</span> : <ComponentName content={content} />}
        {actions}
      </div>
    </div>
  );
});
ContentView.displayName = 'ContentView';

function ComponentName({ content }: { content: Content }) {
  const { definitions, loading } = useLayoutCatalogue();
  const name = internalName(content);
  const unknown = !loading && !isNested(content) && !definitions.has(content._id);
  return (
    <>
      {name ? <span className="le-name">{name}</span> : <span className="le-name le-name-missing">{MISSING_NAME}</span>}
      {unknown && (
        <span className="le-tag le-tag-warning" title="Ce composant n'est pas défini pour ce site">
          non défini
        </span>
      )}
    </>
  );
}
