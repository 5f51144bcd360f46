import { useContext, useEffect, useReducer } from 'react';
import type { Editor } from '@tiptap/core';
import { RichTextEditorContext } from './editorContext';

/** The editor of the surrounding input; its users re-render on every change of state (marks, block at the cursor). */
export function useRichTextEditor(): Editor | undefined {
  const editor = useContext(RichTextEditorContext);
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!editor) return;
    const events = ['transaction', 'focus', 'blur'] as const;
    for (const event of events) editor.on(event, refresh);
    return () => {
      for (const event of events) editor.off(event, refresh);
    };
  }, [editor]);
  return editor && !editor.isDestroyed ? editor : undefined;
}
