import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS } from '../../model/constants';
import { CONSOLE_THEMES, DENSITIES, ENVIRONMENT_COLOURS, consoleTheme } from '.';

const theme = createTheme(consoleTheme);

/** A translucent black over an opaque grey, as the screen shows it. */
function blend(rgba: string, background: string): string {
  const alpha = Number(/,\s*([\d.]+)\)$/.exec(rgba)![1]);
  const channel = (i: number) => Math.round(parseInt(background.slice(i, i + 2), 16) * (1 - alpha));
  return `rgb(${channel(1)}, ${channel(3)}, ${channel(5)})`;
}
const compact = createTheme(CONSOLE_THEMES.compact);

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

  it("writes buttons and tabs as their labels are written ('Édition', not 'EDITION')", () => {
    expect(theme.typography.button.textTransform).toBe('none');
  });

  it('breaks at the spec widths: a phone up to 768 px, a tablet from 769, a desktop from 1025', () => {
    expect(theme.breakpoints.down('sm')).toBe('@media (max-width:768.95px)');
    expect(theme.breakpoints.up('sm')).toBe('@media (min-width:769px)');
    expect(theme.breakpoints.up('md')).toBe('@media (min-width:1025px)');
  });

  it('reads at contrast AA (4.5:1): the blue and the secondary text on the light greys, the text of every coloured fill', () => {
    for (const grey of ['#ffffff', '#fafafb', '#f4f5f7', '#f0f0f0']) {
      expect(getContrastRatio(theme.palette.primary.main, grey)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(theme.palette.text.secondary, grey)).toBeGreaterThanOrEqual(4.5);
      // A toggle button's text and an icon, in the colour of what can be acted on (on its grey blended as axe does).
      expect(getContrastRatio(blend(theme.palette.action.active, grey), grey)).toBeGreaterThanOrEqual(4.5);
    }
    for (const colour of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
      const { main, contrastText } = theme.palette[colour];
      expect(getContrastRatio(main, contrastText), colour).toBeGreaterThanOrEqual(4.5);
      // The same colour as an icon or a text button on white.
      expect(getContrastRatio(main, '#fff'), colour).toBeGreaterThanOrEqual(4.5);
    }
    // A read-only field's help is read in the secondary grey, not the disabled one.
    const helper = theme.components?.MuiFormHelperText?.styleOverrides?.root as Record<string, { color: string }>;
    expect(helper['&.Mui-disabled'].color).toBe(theme.palette.text.secondary);
  });

  it('gives each environment its own navbar colour, white text on it at AA, prod far from dev', () => {
    for (const env of ENVIRONMENTS) expect(getContrastRatio(ENVIRONMENT_COLOURS[env], '#fff'), env).toBeGreaterThanOrEqual(7);
    expect(new Set(ENVIRONMENTS.map((env) => ENVIRONMENT_COLOURS[env])).size).toBe(ENVIRONMENTS.length);
    // Red against blue: apart for a colour-blind reader too (not red against green).
    const [r, , b] = [1, 3, 5].map((i) => parseInt(ENVIRONMENT_COLOURS.prod.slice(i, i + 2), 16));
    const [dr, , db] = [1, 3, 5].map((i) => parseInt(ENVIRONMENT_COLOURS.dev.slice(i, i + 2), 16));
    expect(r > b && db > dr).toBe(true);
  });

  it('draws small tables and their row buttons tighter in the compact density', () => {
    expect(theme.components?.MuiTable?.defaultProps?.size).toBe('small');
    const cell = (t: typeof theme) => (t.components?.MuiTableCell?.styleOverrides?.sizeSmall as { padding: string }).padding;
    expect(cell(theme)).toBe(DENSITIES.standard.cell);
    expect(cell(compact)).toBe(DENSITIES.compact.cell);
    expect(DENSITIES.compact.icon).toBeLessThan(DENSITIES.standard.icon);
    // What the rest of the theme says stays the same.
    expect(compact.palette.primary.main).toBe(theme.palette.primary.main);
    expect(compact.components?.MuiTabs?.defaultProps).toMatchObject({ variant: 'scrollable' });
  });

  it('shows where the keyboard focus is, and names progress bars for a screen reader', () => {
    const baseline = theme.components?.MuiCssBaseline?.styleOverrides as Record<string, { outline?: string }>;
    expect(baseline['body :focus-visible:not(.MuiInputBase-input)'].outline).toMatch(/^2px solid/);
    expect(theme.components?.MuiLinearProgress?.defaultProps).toMatchObject({ 'aria-label': 'Chargement…' });
    expect(theme.components?.MuiCircularProgress?.defaultProps).toMatchObject({ 'aria-label': 'Chargement…' });
  });
});
