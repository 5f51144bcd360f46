// The link of the selection: a field 'Entrer un lien' where Enter confirms and Escape cancels (spec 000 §5).
import { useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import type { Editor } from '@tiptap/core';

export const LINK_PLACEHOLDER = 'Entrer un lien';

/** 'www.exemple.fr' → 'https://www.exemple.fr'; '/page', '#ancre', 'mailto:' and 'tel:' stay as typed. */
export function normalizeHref(text: string): string {
  const href = text.trim();
  if (!href) return '';
  if (/^(?:https?:\/\/|mailto:|tel:|\/|#)/i.test(href)) return href;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(href)) return `mailto:${href}`;
  return `https://${href}`;
}

export const LinkButton = ({ editor }: { editor?: Editor }) => {
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const active = !!editor?.isActive('link');

  const start = () => {
    if (!editor) return;
    setHref((editor.getAttributes('link').href as string | undefined) ?? '');
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    editor?.commands.focus();
  };

  const confirm = () => {
    if (!editor) return;
    const url = normalizeHref(href);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!url) chain.unsetLink().run();
    else if (editor.state.selection.empty && !active) {
      // No selected text: the address itself becomes the linked text.
      chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    } else chain.setLink({ href: url }).run();
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      confirm();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <>
      <ToggleButton
        ref={anchor}
        size="small"
        value="link"
        aria-label="Lien"
        title="Lien"
        selected={active}
        disabled={!editor?.isEditable}
        onClick={start}
      >
        <InsertLinkIcon fontSize="inherit" />
      </ToggleButton>
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { p: 1.5 } } }}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            autoFocus
            size="small"
            value={href}
            placeholder={LINK_PLACEHOLDER}
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={onKeyDown}
            slotProps={{ htmlInput: { 'aria-label': 'Adresse du lien' } }}
            sx={{ width: 320 }}
          />
          {active && (
            <Button
              size="small"
              color="error"
              onClick={() => {
                editor?.chain().focus().extendMarkRange('link').unsetLink().run();
                setOpen(false);
              }}
            >
              Retirer
            </Button>
          )}
        </Box>
      </Popover>
    </>
  );
};
