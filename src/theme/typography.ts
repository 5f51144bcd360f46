// The type scale: 14 px for what staff read all day (tables, forms), page titles at 20 px, and buttons written as
// their labels are ('Enregistrer', not 'ENREGISTRER').
import type { TypographyVariantsOptions } from '@mui/material/styles';

export const typography: TypographyVariantsOptions = {
  fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif',
  fontSize: 14,
  h1: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.25 },
  h2: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3 },
  h3: { fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.3 },
  h4: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.35 },
  // The pages' titles (an h1 drawn as h5) and the cards' (h6).
  h5: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.4 },
  h6: { fontSize: '1.0625rem', fontWeight: 600, lineHeight: 1.4 },
  subtitle1: { fontSize: '0.9375rem', fontWeight: 500 },
  subtitle2: { fontSize: '0.875rem', fontWeight: 600 },
  body1: { fontSize: '0.9375rem', lineHeight: 1.5 },
  body2: { fontSize: '0.875rem', lineHeight: 1.45 },
  caption: { fontSize: '0.75rem', lineHeight: 1.4 },
  button: { fontSize: '0.875rem', fontWeight: 600, textTransform: 'none', letterSpacing: 0 },
  overline: { fontSize: '0.6875rem', fontWeight: 600, letterSpacing: '0.06em' },
};
