import { useCallback, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { Form } from 'react-admin';
import type { PropertyDefinition } from '../../model/metaSchema';
import { PREVIEW_EVERYONE } from '../editor/displayConditions';
import { EditorProvider } from './EditorContext';
import { EditorToolbar } from './EditorToolbar';
import { JsonEditor } from './JsonEditor';
import { propertiesByGroup, sideBarPropertiesOf } from './propertiesByGroup';
import { RecordFooter } from './RecordFooter';
import { RecordHeader } from './RecordHeader';
import { RecordTabs } from './RecordTabs';
import { useRecordScreen } from './RecordScreenContext';
import { StaleRecordAlert } from './StaleRecordAlert';
import { useEditorSession } from './useEditorSession';
import { useHistoryShortcuts } from './useHistoryShortcuts';
import { useVisibleKeys } from './useVisibleKeys';

const RecordLayout = () => {
  const { schema, readOnly, stale } = useRecordScreen();
  const root = useRef<HTMLDivElement>(null);
  const session = useEditorSession(root);
  useHistoryShortcuts(session, !readOnly);
  const [preview, setPreview] = useState(PREVIEW_EVERYONE);
  const [jsonMode, setJsonMode] = useState(false);
  const visible = useVisibleKeys(preview);
  const isVisible = useCallback((prop: PropertyDefinition) => visible.has(prop.key), [visible]);
  const groups = useMemo(() => propertiesByGroup(schema, isVisible), [schema, isVisible]);
  const sideBar = useMemo(() => sideBarPropertiesOf(schema, isVisible), [schema, isVisible]);
  return (
    <EditorProvider value={session}>
      <Box ref={root} sx={{ p: 2 }}>
        <RecordHeader />
        <EditorToolbar preview={preview} onPreviewChange={setPreview} jsonMode={jsonMode} onJsonModeChange={setJsonMode} />
        {stale && <StaleRecordAlert />}
        {jsonMode && <JsonEditor />}
        {/* Hidden, not unmounted, in JSON mode: the inputs keep validating on save. */}
        <Box sx={jsonMode ? { display: 'none' } : undefined}>
          {/* Memoised: re-rendered only when what shows changes, never by typing. */}
          <RecordTabs groups={groups} sideBar={sideBar} />
        </Box>
        {!readOnly && <RecordFooter />}
      </Box>
    </EditorProvider>
  );
};

/**
 * The record form (spec 001 §2 Generic resource edit form): header, editing toolbar, one tab per group, the sideBar
 * column, an optional JSON editor, the footer.
 */
export const RecordForm = () => (
  <Form>
    <RecordLayout />
  </Form>
);
