import type { ReactElement } from 'react';
import RedoIcon from '@mui/icons-material/Redo';
import RestoreIcon from '@mui/icons-material/Restore';
import UndoIcon from '@mui/icons-material/Undo';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { useEditor, useEditorFlag } from './EditorContext';

const Counted = ({ count, children }: { count: number; children: ReactElement }) => (
  // The badge stands out past the button's corner: room for it before the next button.
  <Badge badgeContent={count} color="primary" max={99} sx={{ mr: 1 }}>
    {children}
  </Badge>
);

/** Undo and Redo with their counts, and back to the version the form opened with (spec 001 §4). */
export const HistoryButtons = () => {
  const session = useEditor();
  const undoCount = useEditorFlag('undoCount');
  const redoCount = useEditorFlag('redoCount');
  const differsFromInitial = useEditorFlag('differsFromInitial');
  return (
    <>
      <Counted count={undoCount}>
        <Button size="small" startIcon={<UndoIcon />} disabled={!undoCount} onClick={() => session.undo()} aria-keyshortcuts="Control+Z">
          Annuler
        </Button>
      </Counted>
      <Counted count={redoCount}>
        <Button
          size="small"
          startIcon={<RedoIcon />}
          disabled={!redoCount}
          onClick={() => session.redo()}
          aria-keyshortcuts="Control+Shift+Z Control+Y"
        >
          Rétablir
        </Button>
      </Counted>
      <Button size="small" startIcon={<RestoreIcon />} disabled={!differsFromInitial} onClick={() => session.restoreInitial()}>
        Restaurer la version initiale
      </Button>
    </>
  );
};
