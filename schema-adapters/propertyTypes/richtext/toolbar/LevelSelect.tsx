import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { Editor } from '@tiptap/core';
import type { HeadingLevel } from '../editorExtensions';

const NONE = '';

/** The block at the cursor: 'paragraph', 'h1' … 'h6', or '' (a list, a quote …). */
function currentBlock(editor: Editor | undefined, levels: HeadingLevel[]): string {
  if (!editor) return NONE;
  const level = levels.find((l) => editor.isActive('heading', { level: l }));
  if (level) return `h${level}`;
  return editor.isActive('paragraph') ? 'paragraph' : NONE;
}

/** Paragraph and the heading levels the schema allows (disallowedTags h1-h6, p). */
export const LevelSelect = ({ editor, levels, allowParagraph }: { editor?: Editor; levels: HeadingLevel[]; allowParagraph: boolean }) => {
  const value = currentBlock(editor, levels);
  const change = (next: string) => {
    if (!editor) return;
    if (next === 'paragraph') editor.chain().focus().setParagraph().run();
    else if (next.startsWith('h'))
      editor
        .chain()
        .focus()
        .setHeading({ level: Number(next.slice(1)) as HeadingLevel })
        .run();
  };
  if (!levels.length && !allowParagraph) return null;
  return (
    <Select
      size="small"
      value={value}
      displayEmpty
      disabled={!editor?.isEditable}
      onChange={(event) => change(event.target.value)}
      inputProps={{ 'aria-label': 'Niveau du bloc' }}
      sx={{ minWidth: 130, '& .MuiSelect-select': { py: 0.5 } }}
      renderValue={(v) => (v === 'paragraph' ? 'Paragraphe' : v ? `Titre ${v.slice(1)}` : 'Style')}
    >
      {allowParagraph && <MenuItem value="paragraph">Paragraphe</MenuItem>}
      {levels.map((level) => (
        <MenuItem key={level} value={`h${level}`}>
          Titre {level}
        </MenuItem>
      ))}
    </Select>
  );
};
