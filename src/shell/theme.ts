// The console's theme: react-admin's light theme, MUI's French texts (Autocomplete's "Ouvrir" / "Vider",
// pagination, alerts), and the spec's breakpoints (000 §9: mobile up to 768, tablet from 769, desktop from 1025).
import { frFR } from '@mui/material/locale';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** `sm` starts the tablet, `md` the desktop: `down('sm')` is a phone, `down('md')` a phone or a tablet. */
export const BREAKPOINTS = { xs: 0, sm: 769, md: 1025, lg: 1280, xl: 1536 };

type Components = NonNullable<RaThemeOptions['components']>;

/** Each component's default props from both sides, the French texts over react-admin's. */
function withFrenchTexts(components: Components): Components {
  const merged: Record<string, { defaultProps?: object }> = { ...components };
  for (const [name, french] of Object.entries(frFR.components ?? {}) as [string, { defaultProps?: object }][]) {
    merged[name] = { ...merged[name], defaultProps: { ...merged[name]?.defaultProps, ...french.defaultProps } };
  }
  return merged as Components;
}

export const consoleTheme: RaThemeOptions = {
  ...defaultLightTheme,
  breakpoints: { values: BREAKPOINTS },
  // Contrast AA (WCAG 1.4.3): MUI's blue (#1976d2) reads at 4.0-4.4:1 on the light greys of fields and pages, and
  // white on its orange and light blue (warning, info chips) at 3:1; a darker blue, and text on a coloured fill
  // chosen for 4.5:1 (dark on orange), pass everywhere.
  palette: { ...defaultLightTheme.palette, primary: { main: '#1565c0' }, contrastThreshold: 4.5 },
  components: {
    ...withFrenchTexts(defaultLightTheme.components ?? {}),
    // A visible focus ring for whoever moves by keyboard (WCAG 2.4.7): MUI's buttons and links remove the outline
    // (a ripple shows only on some); fields keep their own focused border.
    MuiCssBaseline: {
      styleOverrides: {
        // The height of the console's bar (a dense toolbar), which stays at the top while the page scrolls: what else
        // stays in view (a toolbox) sticks below it, not under it.
        ':root': { '--console-bar-height': '48px' },
        // A white ring inside the blue one keeps it visible on the blue bar and on filled buttons.
        'body :focus-visible:not(.MuiInputBase-input)': { outline: '2px solid #0d47a1', outlineOffset: 2, boxShadow: '0 0 0 2px #fff' },
      },
    },
    // A progress bar or spinner is named for a screen reader (WCAG 4.1.2); those that say what loads name themselves.
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Chargement…' } },
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Chargement…' } },
    // react-admin's page loader writes its message in the disabled grey (2.7:1): the secondary text colour instead.
    RaLoading: { styleOverrides: { root: { '& .RaLoading-message': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    // A read-only field's help says why it cannot be changed: in the secondary grey, not the disabled one (2.7:1).
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    // Tabs that do not fit (a record's groups on a phone) scroll, with arrows, instead of being cut off.
    MuiTabs: { defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true } },
    // Tabs read as written ('Édition', 'E-mail de test'), not shouted in capitals.
    MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
  },
};
