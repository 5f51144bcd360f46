import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useWatch } from 'react-hook-form';
import { useSiteId } from '../../shared';
import { InputFrame } from '../frame';
import type { PropertyInputProps } from '../types';
import { EDITOR_STYLES, TOOLBAR_MIN_HEIGHT } from './editorFrame';
import { RichTextCounters } from './RichTextCounters';
import { editorHtmlOf } from './richtextValue';
import { StaticRichText } from './StaticRichText';

/**
 * The rich text's place while its editor is built: the editor's frame (its toolbar's row, its box with the text as the
 * editor draws it, its counters), so that what is below does not move when the editor comes (an input clicked at that
 * moment was missed).
 */
export const RichTextPlaceholder = ({ prop, label, readOnly, disabled }: PropertyInputProps) => {
  const html = editorHtmlOf(useWatch({ name: prop.key }));
  const siteId = useSiteId();
  return (
    <InputFrame label={label} helperText={prop.description}>
      <Box sx={EDITOR_STYLES}>
        {!readOnly && !disabled && <Skeleton variant="rounded" height={TOOLBAR_MIN_HEIGHT} sx={{ mb: 1 }} />}
        <Box className="ProseMirror" role="progressbar" aria-label="Chargement de l’éditeur" sx={{ opacity: 0.6 }}>
          <StaticRichText html={html} siteId={siteId} />
        </Box>
      </Box>
      <RichTextCounters prop={prop} html={html} />
    </InputFrame>
  );
};
