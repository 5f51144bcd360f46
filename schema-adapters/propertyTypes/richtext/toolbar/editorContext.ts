import { createContext } from 'react';
import type { Editor } from '@tiptap/core';

/** The editor of the rich-text input around the toolbar. */
export const RichTextEditorContext = createContext<Editor | undefined>(undefined);
