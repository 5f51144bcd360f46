import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { Form, SaveContextProvider, useRecordContext } from 'react-admin';
import type { PropertyDefinition } from '../../model/metaSchema';
import { PREVIEW_EVERYONE } from '../editor/displayConditions';
import { EditorProvider } from './EditorContext';
import { EditorToolbar } from './EditorToolbar';
import { JsonEditor } from './JsonEditor';
import { ConflictDialog } from './presence/ConflictDialog';
import { PresenceProvider } from './presence/PresenceContext';
import { useLiveMerge, type MergeResetOptions } from './presence/useLiveMerge';
import { useSteadySaveContext } from './useSteadySaveContext';
import { usePresence } from './presence/usePresence';
import { useTypingReport } from './presence/useTypingReport';
import { propertiesByGroup, sideBarPropertiesOf } from './propertiesByGroup';
import { RecordFooter } from './RecordFooter';
import { RecordHeader } from './RecordHeader';
import { RecordTabs } from './RecordTabs';
import { useRecordScreen } from './RecordScreenContext';
import { StaleRecordAlert } from './StaleRecordAlert';
import { useEditorSession } from './useEditorSession';
import { useHistoryShortcuts } from './useHistoryShortcuts';
import { useVisibleKeys } from './useVisibleKeys';

const RecordLayout = ({ resetOptions }: { resetOptions: MergeResetOptions }) => {
  const { schema, readOnly, stale, isNew, archived } = useRecordScreen();
  const root = useRef<HTMLDivElement>(null);
  const session = useEditorSession(root);
  const recordId = useRecordContext()?.id;
  // Nobody edits an archived record: no presence there.
  const presence = usePresence(schema, isNew || archived || recordId === undefined ? undefined : String(recordId));
  useTypingReport(schema, presence.typing);
  const merge = useLiveMerge(resetOptions);
  useHistoryShortcuts(session, !readOnly);
  const [preview, setPreview] = useState(PREVIEW_EVERYONE);
  const [jsonMode, setJsonMode] = useState(false);
  const visible = useVisibleKeys(preview);
  const isVisible = useCallback((prop: PropertyDefinition) => visible.has(prop.key), [visible]);
  const groups = useMemo(() => propertiesByGroup(schema, isVisible), [schema, isVisible]);
  const sideBar = useMemo(() => sideBarPropertiesOf(schema, isVisible), [schema, isVisible]);
  return (
    <EditorProvider value={session}>
      <PresenceProvider value={isNew || archived ? undefined : presence}>
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
          {merge.pending && <ConflictDialog schema={schema} pending={merge.pending} onDone={merge.settle} />}
        </Box>
      </PresenceProvider>
    </EditorProvider>
  );
};

/**
 * The record form (spec 001 §2 Generic resource edit form): header, editing toolbar, one tab per group, the sideBar
 * column, an optional JSON editor, the footer; who else is on the record, and someone else's saves merged live.
 * Each render of react-admin's Form hands every input a new form context, so the form is drawn again only for a new
 * record, and after the screen has painted (deferred): a save's confirmation shows before the form takes the saved
 * record (about 100 ms of inputs on a TextContent).
 */
export const RecordForm = () => {
  // Read by react-admin's Form whenever its record changes: a live merge has it keep the values (useLiveMerge).
  const [resetOptions] = useState<MergeResetOptions>(() => ({}));
  const record = useDeferredValue(useRecordContext());
  const save = useSteadySaveContext(record);
  return useMemo(
    () => (
      <SaveContextProvider value={save}>
        <Form record={record} resetOptions={resetOptions}>
          <RecordLayout resetOptions={resetOptions} />
        </Form>
      </SaveContextProvider>
    ),
    [record, resetOptions, save],
  );
};
