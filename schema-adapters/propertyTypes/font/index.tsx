// Font: imported or web-safe family, CSS url extracted from pasted code.
import Typography from '@mui/material/Typography';
import type { PropertyCellProps, PropertyTypeAdapter } from '../types';
import { fontOf } from './fontValue';
import { lazyInput } from '../lazyInput';

const FontInput = lazyInput(
  () => import('./FontInput'),
  (m) => m.FontInput,
);

const FontCell = ({ value }: PropertyCellProps) => {
  const { fontFamily, isImported } = fontOf(value);
  if (!fontFamily) return null;
  return (
    <Typography component="span" variant="body2">
      {fontFamily}
      {isImported ? ' (importée)' : ''}
    </Typography>
  );
};

export const fontAdapter: PropertyTypeAdapter = { Input: FontInput, Cell: FontCell };
export { parsePastedFont, extractCssUrl, extractFontFamily } from './fontCss';
