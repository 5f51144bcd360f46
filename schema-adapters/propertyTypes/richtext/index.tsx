// richtext: the editor (loaded on demand) and a plain-text preview cut at 100 characters in list cells (spec 001 §9).
import Typography from '@mui/material/Typography';
import type { PropertyCellProps, PropertyInputProps, PropertyTypeAdapter } from '../types';
import { richtextPreview } from './richtextPreview';
import { RichTextPlaceholder } from './RichTextPlaceholder';
import { useAfterFirstPaint } from '../../shared/useAfterFirstPaint';
import { onDemand, OnDemandBoundary } from '../../shared/onDemand';

// tiptap and ProseMirror weigh ~100 kB gzipped: only screens with a rich text load them.
const RichTextEditor = onDemand(() => import('./RichTextEditor'));

/**
 * The editor mounts just after the form's first paint (its placeholder first): building it (tiptap's extensions,
 * ProseMirror's view, its toolbar) took a quarter of the main thread's time between a record's click in the list and
 * its form showing (issue 30: open a record p50 167 → 143 ms in the browser bench's loop).
 */
const RichTextPropertyInput = (props: PropertyInputProps) => {
  const painted = useAfterFirstPaint();
  const placeholder = <RichTextPlaceholder {...props} />;
  if (!painted) return placeholder;
  return (
    <OnDemandBoundary fallback={placeholder}>
      <RichTextEditor {...props} />
    </OnDemandBoundary>
  );
};

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
