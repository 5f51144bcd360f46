import DataObjectIcon from '@mui/icons-material/DataObject';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import type { PreviewContext } from '../editor/displayConditions';
import { HistoryButtons } from './HistoryButtons';
import { PreviewSelector } from './PreviewSelector';
import { RecordActionButtons } from './RecordActionButtons';
import { useRecordScreen } from './RecordScreenContext';

export interface EditorToolbarProps {
  preview: PreviewContext;
  onPreviewChange: (preview: PreviewContext) => void;
  jsonMode: boolean;
  onJsonModeChange: (jsonMode: boolean) => void;
}

/** History, JSON mode, duplicate / copy / paste, and the display-condition preview. */
export const EditorToolbar = ({ preview, onPreviewChange, jsonMode, onJsonModeChange }: EditorToolbarProps) => {
  const { readOnly } = useRecordScreen();
  return (
    <Stack direction="row" spacing={1} useFlexGap alignItems="center" flexWrap="wrap" role="toolbar" aria-label="Édition" sx={{ mb: 2, py: 1 }}>
      {!readOnly && (
        <>
          <HistoryButtons />
          <Divider orientation="vertical" flexItem />
          <ToggleButton value="json" size="small" selected={jsonMode} onChange={() => onJsonModeChange(!jsonMode)} sx={{ py: 0.25 }}>
            <DataObjectIcon fontSize="small" sx={{ mr: 0.5 }} />
            JSON
          </ToggleButton>
          <Divider orientation="vertical" flexItem />
        </>
      )}
      <RecordActionButtons />
      <Box sx={{ flexGrow: 1 }} />
      <PreviewSelector value={preview} onChange={onPreviewChange} />
    </Stack>
  );
};
