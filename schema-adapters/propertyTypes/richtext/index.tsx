// richtext: the editor (loaded on demand) and a plain-text preview cut at 100 characters in list cells (spec 001 §9).
import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ReadOnlyField } from '../common/ReadOnlyField';
import type { PropertyCellProps, PropertyInputProps, PropertyTypeAdapter } from '../types';
import { richtextPreview } from './richtextPreview';

// tiptap and ProseMirror weigh ~100 kB gzipped: only screens with a rich text load them.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

const RichTextPropertyInput = (props: PropertyInputProps) => (
  <Suspense
    fallback={
      <ReadOnlyField label={props.label}>
        <Skeleton variant="rounded" height={200} role="progressbar" aria-label="Chargement de l’éditeur" />
      </ReadOnlyField>
    }
  >
    <RichTextEditor {...props} />
  </Suspense>
);

const RichTextCell = ({ value }: PropertyCellProps) => {
  const text = richtextPreview(value);
  if (!text) return null;
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
};

export const richtextAdapter: PropertyTypeAdapter = { Input: RichTextPropertyInput, Cell: RichTextCell };
