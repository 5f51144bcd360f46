import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useWatch } from 'react-hook-form';
import { InputFrame } from '../frame';
import type { PropertyInputProps } from '../types';
import { EDITOR_MIN_HEIGHT, TOOLBAR_MIN_HEIGHT } from './editorFrame';
import { RichTextCounters } from './RichTextCounters';
import { editorHtmlOf } from './richtextValue';

/**
 * The rich text's place while its editor is built: the editor's frame (its toolbar's row, its box, its counters), so
 * that what is below does not move when the editor comes (an input clicked at that moment was missed).
 */
export const RichTextPlaceholder = ({ prop, label, readOnly, disabled }: PropertyInputProps) => {
  const html = editorHtmlOf(useWatch({ name: prop.key }));
  return (
    <InputFrame label={label} helperText={prop.description}>
      <Box>
        {!readOnly && !disabled && <Skeleton variant="rounded" height={TOOLBAR_MIN_HEIGHT} sx={{ mb: 1 }} />}
        <Skeleton variant="rounded" height={EDITOR_MIN_HEIGHT} role="progressbar" aria-label="Chargement de l’éditeur" />
      </Box>
      <RichTextCounters prop={prop} html={html} />
    </InputFrame>
  );
};
