import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { consoleTheme } from './theme';

const theme = createTheme(consoleTheme);

describe('console theme', () => {
  it("names the select buttons in French (MUI's own names are 'Open', 'Close', 'Clear')", () => {
    expect(theme.components?.MuiAutocomplete?.defaultProps).toMatchObject({
      openText: 'Ouvrir',
      closeText: 'Fermer',
      clearText: 'Vider',
      noOptionsText: 'Pas de résultats',
      loadingText: 'Chargement…',
      fullWidth: true, // react-admin's own default stays
    });
    expect(theme.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('Lignes par page :');
  });

  it("writes tabs as their labels are written ('Édition', not 'EDITION')", () => {
    expect(theme.components?.MuiTab?.styleOverrides?.root).toMatchObject({ textTransform: 'none' });
  });

  it('breaks at the spec widths: a phone up to 768 px, a tablet from 769, a desktop from 1025', () => {
    expect(theme.breakpoints.down('sm')).toBe('@media (max-width:768.95px)');
    expect(theme.breakpoints.up('sm')).toBe('@media (min-width:769px)');
    expect(theme.breakpoints.up('md')).toBe('@media (min-width:1025px)');
  });

  it('reads at contrast AA (4.5:1): the blue on the light greys of fields and pages, the text of every coloured fill', () => {
    for (const grey of ['#ffffff', '#fafafb', '#f0f0f0']) expect(getContrastRatio(theme.palette.primary.main, grey)).toBeGreaterThanOrEqual(4.5);
    for (const colour of ['primary', 'error', 'warning', 'info', 'success'] as const) {
      const { main, contrastText } = theme.palette[colour];
      expect(getContrastRatio(main, contrastText), colour).toBeGreaterThanOrEqual(4.5);
    }
    // A read-only field's help is read in the secondary grey (4.5:1 and more on the page), not the disabled one.
    const helper = theme.components?.MuiFormHelperText?.styleOverrides?.root as Record<string, { color: string }>;
    expect(helper['&.Mui-disabled'].color).toBe(theme.palette.text.secondary);
  });

  it('shows where the keyboard focus is, and names progress bars for a screen reader', () => {
    const baseline = theme.components?.MuiCssBaseline?.styleOverrides as Record<string, { outline?: string }>;
    expect(baseline['body :focus-visible:not(.MuiInputBase-input)'].outline).toMatch(/^2px solid/);
    expect(theme.components?.MuiLinearProgress?.defaultProps).toMatchObject({ 'aria-label': 'Chargement…' });
    expect(theme.components?.MuiCircularProgress?.defaultProps).toMatchObject({ 'aria-label': 'Chargement…' });
  });
});
