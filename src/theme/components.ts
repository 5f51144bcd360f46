// What every screen's components share whatever the density: French texts, a visible focus, named progress bars,
// and the secondary grey where MUI uses the disabled one for text one must read.
import { frFR } from '@mui/material/locale';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { SECONDARY_TEXT } from './palette';

type Components = NonNullable<RaThemeOptions['components']>;

/** Each component's default props from both sides, the French texts over react-admin's. */
function withFrenchTexts(components: Components): Components {
  const merged: Record<string, { defaultProps?: object }> = { ...components };
  for (const [name, french] of Object.entries(frFR.components ?? {}) as [string, { defaultProps?: object }][]) {
    merged[name] = { ...merged[name], defaultProps: { ...merged[name]?.defaultProps, ...french.defaultProps } };
  }
  return merged as Components;
}

export const sharedComponents: Components = {
  ...withFrenchTexts(defaultLightTheme.components ?? {}),
  MuiCssBaseline: {
    styleOverrides: {
      // The height of the console's bar (a dense toolbar), which stays at the top while the page scrolls: what else
      // stays in view (a toolbox) sticks below it, not under it.
      ':root': { '--console-bar-height': '48px' },
      // A visible focus ring for whoever moves by keyboard (WCAG 2.4.7): MUI's buttons and links remove the outline.
      // A white ring inside the blue one keeps it visible on the coloured bar and on filled buttons.
      'body :focus-visible:not(.MuiInputBase-input)': { outline: '2px solid #0d47a1', outlineOffset: 2, boxShadow: '0 0 0 2px #fff' },
    },
  },
  // The console is drawn in the browser only: a media query answers at the first render, not at a second one after
  // assuming it false (each such answer drew the shell's bar and react-admin's list again on a list's first load).
  MuiUseMediaQuery: { defaultProps: { noSsr: true } },
  MuiButton: { defaultProps: { disableElevation: true } },
  // Flat surfaces with a hairline edge rather than shadows: tables and forms read as calm blocks.
  MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { outlined: { borderColor: 'rgba(0, 0, 0, 0.12)' } } },
  MuiAppBar: { defaultProps: { elevation: 0 } },
  // A progress bar or spinner is named for a screen reader (WCAG 4.1.2); those that say what loads name themselves.
  MuiLinearProgress: { defaultProps: { 'aria-label': 'Chargement…' } },
  MuiCircularProgress: { defaultProps: { 'aria-label': 'Chargement…' } },
  // react-admin's page loader writes its message in the disabled grey (2.7:1): the secondary text colour instead.
  RaLoading: { styleOverrides: { root: { '& .RaLoading-message': { color: SECONDARY_TEXT } } } },
  // A read-only field's help says why it cannot be changed: in the secondary grey, not the disabled one (2.7:1).
  MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: SECONDARY_TEXT } } } },
  // Tabs that do not fit (a record's groups on a phone) scroll, with arrows, instead of being cut off.
  MuiTabs: { defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true } },
};
