// The toolbox (spec 001 §2): the component picker (fuzzy search, drag a component onto a column or between rows, or
// 'Ajouter' to pick a column) and the column-block picker (click: a new row at the end; drag: a new row, or a divided
// column when dropped on one).
import { memo, useMemo, useState } from 'react';
import TextField from '@mui/material/TextField';
import { DIVIDERS, addRow } from '../../../model/layouts';
import { columnsSource, componentSource, refSource } from '../dnd/sources';
import { useLayoutCatalogue, useLayoutEditor } from '../editorContext';
import { DividerBars, FULL_WIDTH } from './DividerBars';
import { componentOf, referenceOf, toolboxItems } from './toolboxItems';
import { cutNotice } from '../../../model/allPages';

export const Toolbox = memo(() => {
  const { apply, open } = useLayoutEditor();
  const { definitions, complexComponents, complexComponentsCut = 0, loading, error } = useLayoutCatalogue();
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
        // Short enough for the toolbox's fixed width (the longer one was cut off); the field's name says what it searches.
        label="Rechercher"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        slotProps={{ htmlInput: { 'aria-label': 'Rechercher un composant' } }}
      />
      {loading && <p className="le-hint">Chargement des composants…</p>}
      {error && (
        <p className="le-error" role="alert">
          {error}
        </p>
      )}
      <ul className="le-tool-list" aria-label="Composants disponibles">
        {items.components.map((definition) => (
          <li key={definition._id} className="le-tool" draggable data-drag={componentSource(definition._id)} title={definition.description}>
            <span className="le-handle" aria-hidden="true">
              ⠿
            </span>
            <span className="le-tool-label">{definition.label}</span>
            <span className="le-tool-id">{definition._id}</span>
            <button
              type="button"
              className="le-btn"
              aria-label={`Ajouter ${definition.label}`}
              title="Ajouter dans une colonne"
              onClick={() => open({ kind: 'addTo', content: componentOf(definition) })}
            >
              +
            </button>
          </li>
        ))}
        {!loading && items.components.length === 0 && <li className="le-hint">Aucun composant ne correspond.</li>}
      </ul>
      {items.complexComponents.length > 0 && (
        <>
          <h3 className="le-tool-title">Composants complexes</h3>
          <ul className="le-tool-list" aria-label="Composants complexes disponibles">
            {items.complexComponents.map((record) => (
              <li key={record._id} className="le-tool" draggable data-drag={refSource(record._id)}>
                <span className="le-handle" aria-hidden="true">
                  ⠿
                </span>
                <span className="le-tool-label">{record.label || record._id}</span>
                <span className="le-tool-id">{record._id}</span>
                <button
                  type="button"
                  className="le-btn"
                  aria-label={`Ajouter ${record.label || record._id}`}
                  title="Ajouter dans une colonne"
                  onClick={() => open({ kind: 'addTo', content: referenceOf(record) })}
                >
                  +
                </button>
              </li>
            ))}
          </ul>
          {complexComponentsCut > 0 && <p className="le-hint">{cutNotice(complexComponentsCut)}</p>}
        </>
      )}
      <h3 className="le-tool-title">Blocs de colonnes</h3>
      <p className="le-hint">Cliquer ajoute une ligne ; glisser sur une colonne la divise.</p>
      <div className="le-blocks" aria-label="Blocs de colonnes" role="group">
        {blocks.map((block) => (
          <button
            key={block.id}
            type="button"
            className="le-block"
            draggable
            data-drag={columnsSource(block.id)}
            aria-label={block.id === 'full' ? 'Ajouter une ligne pleine largeur' : `Ajouter une ligne ${block.id}`}
            title={block.id === 'full' ? 'Pleine largeur' : block.id}
            onClick={() => apply((l) => addRow(l, block.id))}
          >
            <DividerBars parts={block.parts} />
            <span className="le-block-id">{block.id === 'full' ? '12' : block.id}</span>
          </button>
        ))}
      </div>
    </aside>
  );
});
Toolbox.displayName = 'Toolbox';
