import { useEffect, useState } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ImageIcon from '@mui/icons-material/Image';
import { NodeSelection } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/core';
import { EDIT_IMAGE_EVENT, IMAGE_BLOCK } from '../imageBlock';
import { alignOf, displayOf, EMPTY_IMAGE, type ImageBlockAttrs } from '../imageAttrs';
import { ImageBlockDialog } from './ImageBlockDialog';

/** The image block under the selection, if one is selected. */
function selectedImage(editor: Editor | undefined): ImageBlockAttrs | undefined {
  const selection = editor?.state.selection;
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== IMAGE_BLOCK) return undefined;
  const attrs = selection.node.attrs as ImageBlockAttrs;
  return { ...EMPTY_IMAGE, ...attrs, display: displayOf(attrs.display), align: alignOf(attrs.align) };
}

export const ImageButton = ({ editor }: { editor?: Editor }) => {
  const [editing, setEditing] = useState<{ initial: ImageBlockAttrs; isNew: boolean }>();
  const selected = selectedImage(editor);

  // A double-click on an image in the text opens the dialog on it.
  useEffect(() => {
    const dom = editor?.view.dom;
    if (!dom) return;
    const onEdit = () => {
      const image = selectedImage(editor);
      if (image && editor?.isEditable) setEditing({ initial: image, isNew: false });
    };
    dom.addEventListener(EDIT_IMAGE_EVENT, onEdit);
    return () => dom.removeEventListener(EDIT_IMAGE_EVENT, onEdit);
  }, [editor]);

  const close = () => {
    setEditing(undefined);
    editor?.commands.focus();
  };

  const confirm = (attrs: ImageBlockAttrs) => {
    if (!editor) return;
    if (editing?.isNew) editor.chain().focus().insertContent({ type: IMAGE_BLOCK, attrs }).run();
    else editor.chain().focus().updateAttributes(IMAGE_BLOCK, attrs).run();
    setEditing(undefined);
  };

  const remove = () => {
    editor?.chain().focus().deleteSelection().run();
    setEditing(undefined);
  };

  return (
    <>
      <ToggleButton
        size="small"
        value="image"
        aria-label={selected ? 'Modifier l’image' : 'Insérer une image'}
        title={selected ? 'Modifier l’image' : 'Insérer une image'}
        selected={!!selected}
        disabled={!editor?.isEditable}
        onClick={() => setEditing(selected ? { initial: selected, isNew: false } : { initial: EMPTY_IMAGE, isNew: true })}
      >
        <ImageIcon fontSize="inherit" />
      </ToggleButton>
      <ImageBlockDialog
        open={!!editing}
        initial={editing?.initial ?? EMPTY_IMAGE}
        isNew={editing?.isNew ?? true}
        onConfirm={confirm}
        onRemove={remove}
        onClose={close}
      />
    </>
  );
};
