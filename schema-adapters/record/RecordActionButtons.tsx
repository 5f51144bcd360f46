import { useState } from 'react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import FileCopyIcon from '@mui/icons-material/FileCopy';
import Button from '@mui/material/Button';
import { PasteDialog } from './PasteDialog';
import { useRecordScreen } from './RecordScreenContext';
import { useRecordActions } from './useRecordActions';

/** Dupliquer (a persisted record, not a singleton), Copier, Coller (spec 001 §7: local, JSON with a class marker). */
export const RecordActionButtons = () => {
  const { schema, isNew, readOnly } = useRecordScreen();
  const actions = useRecordActions();
  const [pasteBoxOpen, setPasteBoxOpen] = useState(false);
  const paste = async () => {
    if (!(await actions.pasteFromClipboard())) setPasteBoxOpen(true);
  };
  return (
    <>
      {!isNew && !readOnly && !schema.isSingleton && (
        <Button size="small" startIcon={<FileCopyIcon />} onClick={actions.duplicate}>
          Dupliquer
        </Button>
      )}
      <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void actions.copy()}>
        Copier
      </Button>
      {!readOnly && (
        <Button size="small" startIcon={<ContentPasteIcon />} onClick={() => void paste()}>
          Coller
        </Button>
      )}
      {pasteBoxOpen && <PasteDialog onClose={() => setPasteBoxOpen(false)} onPaste={actions.pasteText} />}
    </>
  );
};
