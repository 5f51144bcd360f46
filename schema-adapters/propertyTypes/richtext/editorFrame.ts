// The editor's box, shared with its placeholder: drawn in the form's first paint at the height the editor takes,
// so that the inputs below it do not move when the editor replaces it.
export const EDITOR_MIN_HEIGHT = 160;
/** One row of the toolbar's buttons (it wraps onto more on a narrow screen). */
export const TOOLBAR_MIN_HEIGHT = 30;

/** The editor's box and its content (ProseMirror's element and what it holds); the placeholder's text takes them too. */
export const EDITOR_STYLES = {
  '& .ProseMirror': {
    // As tiptap's own stylesheet lays out the text.
    whiteSpace: 'break-spaces',
    wordWrap: 'break-word',
    minHeight: EDITOR_MIN_HEIGHT,
    p: 1,
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    bgcolor: 'background.default',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus': { outline: 'none', borderColor: 'primary.main', bgcolor: 'background.default' },
    '&[contenteditable="false"]': { bgcolor: 'action.disabledBackground' },
    '& p': { m: '0 0 1em 0', '&:last-child': { mb: 0 } },
    '& a': { color: 'primary.main', textDecoration: 'underline' },
    '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
    '& figure.rt-image-view': { my: 1, textAlign: 'center', cursor: 'pointer' },
    // The image fills its figure, whose width is the display percentage: the text shows the width readers will see.
    '& figure.rt-image-view img': { width: '100%', height: 'auto', display: 'block', minHeight: 24, bgcolor: 'action.hover' },
    '& figure.rt-image-view figcaption': { fontSize: '0.8rem', color: 'text.secondary', mt: 0.5 },
    '& figure.ProseMirror-selectednode': { outline: '2px solid', outlineColor: 'primary.main' },
  },
} as const;
