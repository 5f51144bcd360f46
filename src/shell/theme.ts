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
  components: {
    ...withFrenchTexts(defaultLightTheme.components ?? {}),
    // Tabs that do not fit (a record's groups on a phone) scroll, with arrows, instead of being cut off.
    MuiTabs: { defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true } },
    // Tabs read as written ('Édition', 'E-mail de test'), not shouted in capitals.
    MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
  },
};
