// The toolbar: block level (allowed headings), marks, lists, quote, link, image, clear, undo and redo — in French.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ToggleButton from '@mui/material/ToggleButton';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import FormatStrikethroughIcon from '@mui/icons-material/FormatStrikethrough';
import CodeIcon from '@mui/icons-material/Code';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatClearIcon from '@mui/icons-material/FormatClear';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import HtmlIcon from '@mui/icons-material/Html';
import type { Editor } from '@tiptap/core';
import type { HeadingLevel } from '../editorExtensions';
import { TOOLBAR_MIN_HEIGHT } from '../editorFrame';
import { ImageButton } from './ImageButton';
import { LevelSelect } from './LevelSelect';
import { LinkButton } from './LinkButton';
import { useRichTextEditor } from './useEditor';

interface Action {
  label: string;
  icon: ReactNode;
  isActive?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const MARKS: Action[] = [
  {
    label: 'Gras',
    icon: <FormatBoldIcon fontSize="inherit" />,
    isActive: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italique',
    icon: <FormatItalicIcon fontSize="inherit" />,
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Souligné',
    icon: <FormatUnderlinedIcon fontSize="inherit" />,
    isActive: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    label: 'Barré',
    icon: <FormatStrikethroughIcon fontSize="inherit" />,
    isActive: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  { label: 'Code', icon: <CodeIcon fontSize="inherit" />, isActive: (e) => e.isActive('code'), run: (e) => e.chain().focus().toggleCode().run() },
];

const BLOCKS: Action[] = [
  {
    label: 'Liste à puces',
    icon: <FormatListBulletedIcon fontSize="inherit" />,
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Liste numérotée',
    icon: <FormatListNumberedIcon fontSize="inherit" />,
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Citation',
    icon: <FormatQuoteIcon fontSize="inherit" />,
    isActive: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

const HISTORY: Action[] = [
  {
    label: 'Effacer la mise en forme',
    icon: <FormatClearIcon fontSize="inherit" />,
    run: (e) => e.chain().focus().unsetAllMarks().clearNodes().run(),
  },
  { label: 'Annuler', icon: <UndoIcon fontSize="inherit" />, run: (e) => e.chain().focus().undo().run() },
  { label: 'Rétablir', icon: <RedoIcon fontSize="inherit" />, run: (e) => e.chain().focus().redo().run() },
];

const ActionButtons = ({ editor, actions, disabled }: { editor?: Editor; actions: Action[]; disabled?: boolean }) => (
  <>
    {actions.map((action) => (
      <ToggleButton
        key={action.label}
        size="small"
        value={action.label}
        aria-label={action.label}
        title={action.label}
        selected={!!editor && !!action.isActive?.(editor)}
        disabled={disabled || !editor?.isEditable}
        // Keeps the selection in the text while clicking.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => editor && action.run(editor)}
      >
        {action.icon}
      </ToggleButton>
    ))}
  </>
);

export interface RichTextToolbarProps {
  levels: HeadingLevel[];
  allowParagraph: boolean;
  /** The html source is shown for editing instead of the text. */
  sourceMode: boolean;
  onSourceModeChange: (on: boolean) => void;
}

export const RichTextToolbar = ({ levels, allowParagraph, sourceMode, onSourceModeChange }: RichTextToolbarProps) => {
  const live = useRichTextEditor();
  // While the source is edited, the formatting buttons rest.
  const editor = sourceMode ? undefined : live;
  return (
    <Box
      role="toolbar"
      aria-label="Mise en forme"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        mb: 1,
        minHeight: TOOLBAR_MIN_HEIGHT,
        '& .MuiToggleButton-root': { border: 0, p: 0.5, fontSize: '1.25rem' },
      }}
    >
      <LevelSelect editor={editor} levels={levels} allowParagraph={allowParagraph} />
      <Divider orientation="vertical" flexItem />
      <ActionButtons editor={editor} actions={MARKS} />
      <Divider orientation="vertical" flexItem />
      <ActionButtons editor={editor} actions={BLOCKS} />
      <LinkButton editor={editor} />
      <ImageButton editor={editor} />
      <Divider orientation="vertical" flexItem />
      <ActionButtons editor={editor} actions={HISTORY} />
      <Divider orientation="vertical" flexItem />
      <ToggleButton
        size="small"
        value="source"
        aria-label="Code source HTML"
        title="Code source HTML"
        selected={sourceMode}
        disabled={!live?.isEditable}
        onClick={() => onSourceModeChange(!sourceMode)}
      >
        <HtmlIcon fontSize="inherit" />
      </ToggleButton>
    </Box>
  );
};
