// The rich-text input (loaded on demand: tiptap and ProseMirror are heavy). The stored value is {html, editorStateJson}
// (spec 000 §3); the editor works on html. Paragraph and heading choices follow `disallowedTags`; `max` is checked
// by the shared validator.
//
// Built on @tiptap/core directly rather than ra-input-rich-text's <RichTextInput>: as installed, that package's own
// copy of @tiptap/core (3.31) lacks an export its @tiptap/extension-highlight (3.34) imports, so loading it fails
// (build: MISSING_EXPORT; tests: SyntaxError). This input does the same as RichTextInput: useInput, an editor, a toolbar.
import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { Editor } from '@tiptap/core';
import { useInput } from 'react-admin';
import { useSiteId } from '../../shared';
import { InputFrame } from '../frame';
import type { PropertyInputProps } from '../types';
import { allowedHeadingLevels, editorExtensions } from './editorExtensions';
import { EDITOR_STYLES } from './editorFrame';
import { RichTextCounters } from './RichTextCounters';
import { editorHtmlOf, storedRichText } from './richtextValue';
import { RichTextEditorContext } from './toolbar/editorContext';
import { RichTextToolbar } from './toolbar/RichTextToolbar';

const RichTextEditor = ({ prop, label, validate, readOnly, disabled }: PropertyInputProps) => {
  const siteId = useSiteId();
  const { id, field, fieldState } = useInput({ source: prop.key, validate, readOnly, disabled });
  const disallowedKey = (prop.disallowedTags ?? []).join(',');
  const disallowed = useMemo(() => (disallowedKey ? disallowedKey.split(',') : []), [disallowedKey]);
  const levels = useMemo(() => allowedHeadingLevels(disallowed), [disallowed]);
  const extensions = useMemo(() => editorExtensions({ disallowedTags: disallowed, siteId }), [disallowed, siteId]);
  const mount = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor>();
  const [sourceMode, setSourceMode] = useState(false);
  // The source as typed (an unfinished tag or an empty paragraph must not be rewritten under the cursor).
  const [source, setSource] = useState('');
  const editable = !readOnly && !disabled;
  const html = editorHtmlOf(field.value);

  // The latest field and value for the editor's handlers, which live as long as the editor.
  const latest = useRef({ field, html, disallowed });
  latest.current = { field, html, disallowed };

  useEffect(() => {
    const element = mount.current;
    if (!element) return;
    const created = new Editor({
      element,
      extensions,
      content: latest.current.html,
      editable,
      injectCSS: true,
      editorProps: { attributes: { id, role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': `${id}-label` } },
    });
    const onUpdate = () => {
      const { field: current, disallowed: tags } = latest.current;
      current.onChange(created.isEmpty ? null : storedRichText(created.getHTML(), created.getJSON(), tags));
    };
    const onBlur = () => latest.current.field.onBlur();
    created.on('update', onUpdate);
    created.on('blur', onBlur);
    setEditor(created);
    return () => {
      created.off('update', onUpdate);
      created.off('blur', onBlur);
      created.destroy();
      setEditor(undefined);
    };
    // A new editor only when its schema changes; editable and content follow below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [extensions, id]);

  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEditable !== editable) editor.setEditable(editable, false);
  }, [editor, editable]);

  // A value set from elsewhere (reset, undo, reload, JSON editing) replaces the text; the editor's own changes do not.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    const mine = storedRichText(current, null, disallowed)?.html ?? '';
    if (mine === html || current === html) return;
    const { from, to } = editor.state.selection;
    editor.commands.setContent(html, { emitUpdate: false });
    const end = editor.state.doc.content.size;
    editor.commands.setTextSelection({ from: Math.min(from, end), to: Math.min(to, end) });
  }, [editor, html, disallowed]);

  return (
    <InputFrame label={<span id={`${id}-label`}>{label}</span>} error={fieldState.error?.message} helperText={prop.description}>
      <RichTextEditorContext.Provider value={editor}>
        <Box sx={EDITOR_STYLES} data-testid={`richtext-${prop.key}`}>
          {editable && (
            <RichTextToolbar
              levels={levels}
              allowParagraph={!disallowed.includes('p')}
              sourceMode={sourceMode}
              onSourceModeChange={(on) => {
                setSource(html);
                setSourceMode(on);
              }}
            />
          )}
          <Box ref={mount} sx={sourceMode ? { display: 'none' } : undefined} />
          {sourceMode && (
            // The html as typed; the server sanitises it before storing (no script, handler or javascript: URL).
            <TextField
              value={source}
              hiddenLabel
              onChange={(event) => {
                setSource(event.target.value);
                field.onChange(storedRichText(event.target.value, null, disallowed));
              }}
              onBlur={() => field.onBlur()}
              multiline
              minRows={8}
              fullWidth
              slotProps={{
                htmlInput: {
                  'aria-label': `Code source HTML (${prop.label ?? prop.key})`,
                  spellCheck: false,
                  style: { fontFamily: 'monospace', fontSize: 13 },
                },
              }}
            />
          )}
        </Box>
      </RichTextEditorContext.Provider>
      <RichTextCounters prop={prop} html={html} />
    </InputFrame>
  );
};

export default RichTextEditor;
