// The console's colours, each checked for WCAG AA (theme.test.ts): text at 4.5:1 on the page, the fields' light
// grey and the table head; icons and borders at 3:1.
import type { PaletteOptions } from '@mui/material/styles';

/** The secondary text: dates, helpers, column heads (5.9:1 on the page's grey). */
export const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.64)';

export const palette: PaletteOptions = {
  // A deep blue: MUI's own (#1976d2) reads at 4.0-4.4:1 on the light greys of fields and pages.
  primary: { main: '#1565c0', contrastText: '#fff' },
  secondary: { main: '#455a64', contrastText: '#fff' },
  // Fills that carry white text or stand as icons on white: each at 4.5:1 at least (MUI's orange and light blue read at 3:1).
  error: { main: '#c62828', contrastText: '#fff' },
  warning: { main: '#a24a00', contrastText: '#fff' },
  info: { main: '#01579b', contrastText: '#fff' },
  success: { main: '#2e7d32', contrastText: '#fff' },
  text: { primary: 'rgba(0, 0, 0, 0.87)', secondary: SECONDARY_TEXT },
  // A quiet grey page under white cards and tables, so that a table reads as one block.
  background: { default: '#f4f5f7', paper: '#fff' },
  divider: 'rgba(0, 0, 0, 0.12)',
  // Icons and toggle buttons' text: MUI's 0.54 black reads at 4.48:1 on the page's grey, short of AA.
  action: { active: 'rgba(0, 0, 0, 0.6)' },
  contrastThreshold: 4.5,
};
