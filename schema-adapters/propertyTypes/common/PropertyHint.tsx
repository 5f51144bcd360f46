import HelpOutline from '@mui/icons-material/HelpOutline';
import Tooltip from '@mui/material/Tooltip';
import { useMemo } from 'react';

/**
 * The text of a rich-text hint ({html}, or the bare HTML of older schemas). The browser's parser reads it without
 * running anything, and only its text is shown: no markup of a schema reaches the page.
 */
export function hintText(hint: unknown): string {
  const html = typeof hint === 'string' ? hint : hint && typeof hint === 'object' ? (hint as { html?: unknown }).html : undefined;
  if (typeof html !== 'string' || !html.trim()) return '';
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * A property's hint (spec 000 §3): a help mark beside its label, the hint shown on hover. The mark stays out of the
 * input's accessible name (it sits inside the label), which remains the property's label.
 */
export const PropertyHint = ({ hint }: { hint: unknown }) => {
  const text = useMemo(() => hintText(hint), [hint]);
  if (!text) return null;
  return (
    <Tooltip title={text}>
      <HelpOutline
        aria-hidden
        data-hint
        sx={{ ml: 0.5, fontSize: '1em', verticalAlign: 'text-bottom', color: 'text.secondary', pointerEvents: 'auto' }}
      />
    </Tooltip>
  );
};
