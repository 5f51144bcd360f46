// The toolbox (spec 001 §2): the component picker (fuzzy search, drag a component onto a column or between rows, or
// 'Ajouter' to pick a column) and the column-block picker (click: a new row at the end; drag: a new row, or a divided
// column when dropped on one).
import { memo, useMemo, useState, type ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import { DIVIDERS, addRow } from '../../../model/layout';
import { useLayoutDrag } from '../dnd/dragSource';
import { columnsSource, componentSource, refSource } from '../dnd/sources';
import { useLayoutCatalogue, useLayoutEditor } from '../editorContext';
import { DividerBars, FULL_WIDTH } from './DividerBars';
import { componentOf, referenceOf, toolboxItems } from './toolboxItems';

/** A component of the toolbox, dragged onto a column or between rows. */
const ToolItem = ({ source, title, children }: { source: string; title?: string; children: ReactNode }) => (
  <li ref={useLayoutDrag(source)} className="le-tool" data-drag={source} title={title}>{children}</li>
);

/** A column block: a click adds a row, a drag divides a column or adds a row where it lands. */
const BlockButton = ({ source, title, children, ...props }: { source: string; title: string; children: ReactNode; 'aria-label': string; onClick: () => void }) => (
  <button ref={useLayoutDrag(source)} type="button" className="le-block" data-drag={source} title={title} {...props}>{children}</button>
);

export const Toolbox = memo(() => {
  const { apply, open } = useLayoutEditor();
  const { definitions, complexComponents, loading, error } = useLayoutCatalogue();
  const [query, setQuery] = useState('');
  const all = useMemo(() => [...definitions.values()], [definitions]);
  const items = useMemo(() => toolboxItems(all, complexComponents, query), [all, complexComponents, query]);
  const blocks = [FULL_WIDTH, ...DIVIDERS];
  return (
    <aside className="le-toolbox" aria-label="Boîte à outils">
      <h3 className="le-tool-title">Composants</h3>
      <TextField
        size="small"
        fullWidth
        label="Rechercher un composant"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        slotProps={{ htmlInput: { 'aria-label': 'Rechercher un composant' } }}
      />
      {loading && <p className="le-hint">Chargement des composants…</p>}
      {error && <p className="le-error" role="alert">{error}</p>}
      <ul className="le-tool-list" aria-label="Composants disponibles">
        {items.components.map((definition) => (
          <ToolItem key={definition._id} source={componentSource(definition._id)} title={definition.description}>
            <span className="le-handle" aria-hidden="true">⠿</span>
            <span className="le-tool-label">{definition.label}</span>
            <span className="le-tool-id">{definition._id}</span>
            <button type="button" className="le-btn" aria-label={`Ajouter ${definition.label}`} title="Ajouter dans une colonne"
              onClick={() => open({ kind: 'addTo', content: componentOf(definition) })}>+</button>
          </ToolItem>
        ))}
        {!loading && items.components.length === 0 && <li className="le-hint">Aucun composant ne correspond.</li>}
      </ul>
      {items.complexComponents.length > 0 && (
        <>
          <h3 className="le-tool-title">Composants complexes</h3>
          <ul className="le-tool-list" aria-label="Composants complexes disponibles">
            {items.complexComponents.map((record) => (
              <ToolItem key={record._id} source={refSource(record._id)}>
                <span className="le-handle" aria-hidden="true">⠿</span>
                <span className="le-tool-label">{record.label || record._id}</span>
                <span className="le-tool-id">{record._id}</span>
                <button type="button" className="le-btn" aria-label={`Ajouter ${record.label || record._id}`} title="Ajouter dans une colonne"
                  onClick={() => open({ kind: 'addTo', content: referenceOf(record) })}>+</button>
              </ToolItem>
            ))}
          </ul>
        </>
      )}
      <h3 className="le-tool-title">Blocs de colonnes</h3>
      <p className="le-hint">Cliquer ajoute une ligne ; glisser sur une colonne la divise.</p>
      <div className="le-blocks" aria-label="Blocs de colonnes" role="group">
        {blocks.map((block) => (
          <BlockButton
            key={block.id}
            source={columnsSource(block.id)}
            aria-label={block.id === 'full' ? 'Ajouter une ligne pleine largeur' : `Ajouter une ligne ${block.id}`}
            title={block.id === 'full' ? 'Pleine largeur' : block.id}
            onClick={() => apply((l) => addRow(l, block.id))}
          >
            <DividerBars parts={block.parts} />
            <span className="le-block-id">{block.id === 'full' ? '12' : block.id}</span>
          </BlockButton>
        ))}
      </div>
    </aside>
  );
});
Toolbox.displayName = 'Toolbox';
