// The layout editor (spec 001 §2, §4): toolbox on the left (hideable), rows and columns on the right, the dialogs, the
// preview. Every edit is a model/layout operation run through tryLayoutOp; a refusal is notified with its reason.
import { useCallback, useMemo, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import { isNested, tryLayoutOp, type Col, type Layout } from '../../model/layouts';
import { useNotifyText } from '../../schema-adapters/shared';
import { Canvas } from './canvas/Canvas';
import { EditorDialogs } from './dialogs/EditorDialogs';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { useLayoutDnd } from './dnd/useLayoutDnd';
import { LayoutCatalogueContext, LayoutEditorContext, type DialogState, type LayoutEditorActions } from './editorContext';
import { editorStyles } from './editorStyles';
import { refusalText } from './messages';
import { PreviewPane } from './PreviewPane';
import { Toolbox } from './toolbox/Toolbox';
import { componentOf, referenceOf } from './toolbox/toolboxItems';
import { useLayoutCatalogueValue } from './useLayoutCatalogue';

export interface LayoutEditorProps {
  layout: Layout;
  onChange: (layout: Layout) => void;
  readOnly?: boolean;
}

const styles = <GlobalStyles styles={editorStyles} />;

/** Components and references of a layout, nested ones included (no allocation: it runs on every edit). */
function countComponents(layout: Layout): number {
  let count = 0;
  const cols = (list: readonly Col[]) => {
    for (const col of list)
      for (const content of col.contents) {
        if (isNested(content)) cols(content.cols);
        else count += 1;
      }
  };
  for (const row of layout) cols(row.cols);
  return count;
}

/** The editor inside react-dnd's provider (its HTML5 backend is shared by every editor of the page). */
export function LayoutEditor(props: LayoutEditorProps) {
  return (
    <DndProvider backend={HTML5Backend}>
      <LayoutEditorBody {...props} />
    </DndProvider>
  );
}

function LayoutEditorBody({ layout, onChange, readOnly = false }: LayoutEditorProps) {
  const notifyText = useNotifyText();
  const current = useRef(layout);
  current.current = layout;
  const outside = useRef({ onChange, notifyText });
  outside.current = { onChange, notifyText };
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [showToolbox, setShowToolbox] = useState(true);
  const [showPreview, setShowPreview] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const catalogue = useLayoutCatalogueValue();

  const actions = useMemo<LayoutEditorActions>(
    () => ({
      apply: (op, options) => {
        const result = tryLayoutOp(() => op(current.current));
        if (!result.ok) {
          if (!options?.silent) outside.current.notifyText(refusalText(result.error), 'warning');
          return result;
        }
        if (result.value !== current.current) {
          current.current = result.value;
          outside.current.onChange(result.value);
        }
        return result;
      },
      open: setDialog,
      readOnly,
    }),
    [readOnly],
  );

  const catalogueRef = useRef(catalogue);
  catalogueRef.current = catalogue;
  const resolve = useCallback((kind: 'component' | 'ref', id: string) => {
    const { definitions, complexComponents } = catalogueRef.current;
    if (kind === 'component') {
      const definition = definitions.get(id);
      return definition && componentOf(definition);
    }
    const record = complexComponents.find((r) => r._id === id);
    return record && referenceOf(record);
  }, []);
  const dnd = useLayoutDnd({ apply: actions.apply, resolve, disabled: readOnly });
  const closeDialog = useCallback(() => setDialog(null), []);
  const componentCount = useMemo(() => countComponents(layout), [layout]);

  return (
    <LayoutEditorContext.Provider value={actions}>
      <LayoutCatalogueContext.Provider value={catalogue}>
        {styles}
        <div className={fullScreen ? 'le-root le-fullscreen' : 'le-root'} data-testid="layout-editor" ref={dnd.rootRef} {...dnd.handlers}>
          <div className="le-topbar">
            {!readOnly && (
              <Button size="small" variant="outlined" onClick={() => setShowToolbox((v) => !v)} aria-pressed={showToolbox}>
                {showToolbox ? 'Masquer la boîte à outils' : 'Afficher la boîte à outils'}
              </Button>
            )}
            <Button
              size="small"
              variant={showPreview ? 'contained' : 'outlined'}
              onClick={() => setShowPreview((v) => !v)}
              aria-pressed={showPreview}
            >
              Aperçu
            </Button>
            <Button size="small" variant={fullScreen ? 'contained' : 'outlined'} onClick={() => setFullScreen((v) => !v)} aria-pressed={fullScreen}>
              Plein écran
            </Button>
            <span className="le-counts">
              {layout.length} ligne{layout.length > 1 ? 's' : ''} · {componentCount} composant{componentCount > 1 ? 's' : ''}
            </span>
          </div>
          <div className="le-body">
            {showToolbox && !readOnly && <Toolbox />}
            <Canvas layout={layout} />
          </div>
          {showPreview && <PreviewPane layout={layout} />}
        </div>
        <EditorDialogs dialog={dialog} layout={layout} onClose={closeDialog} />
      </LayoutCatalogueContext.Provider>
    </LayoutEditorContext.Provider>
  );
}
