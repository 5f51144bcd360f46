// The console's theme, in one place: palette (./palette.ts), type scale (./typography.ts), the two densities
// (./density.ts), the environments' colours (./environments.ts) and the components' shared settings (./components.ts).
// The spec's breakpoints (000 §9): mobile up to 768, tablet from 769, desktop from 1025.
import type { RaThemeOptions } from 'react-admin';
import { defaultLightTheme } from 'react-admin';
import type { Density } from '../../schema-adapters/shared';
import { sharedComponents } from './components';
import { densityComponents } from './density';
import { palette } from './palette';
import { typography } from './typography';

export { ENVIRONMENT_COLOURS, environmentColour } from './environments';
export { DENSITIES } from './density';

/** `sm` starts the tablet, `md` the desktop: `down('sm')` is a phone, `down('md')` a phone or a tablet. */
export const BREAKPOINTS = { xs: 0, sm: 769, md: 1025, lg: 1280, xl: 1536 };

type Components = NonNullable<RaThemeOptions['components']>;

/** Both sides' settings of each component: default props and style slots of the second over the first's. */
function mergeComponents(base: Components, over: Components): Components {
  const merged: Record<string, Record<string, object | undefined>> = { ...(base as Record<string, Record<string, object>>) };
  for (const [name, part] of Object.entries(over as Record<string, Record<string, object>>)) {
    const before = merged[name] ?? {};
    merged[name] = {
      ...before,
      ...part,
      defaultProps: { ...before.defaultProps, ...part.defaultProps },
      styleOverrides: { ...before.styleOverrides, ...part.styleOverrides },
    };
  }
  return merged as Components;
}

const themeOf = (density: Density): RaThemeOptions => ({
  ...defaultLightTheme,
  breakpoints: { values: BREAKPOINTS },
  palette,
  typography,
  shape: { borderRadius: 6 },
  components: mergeComponents(sharedComponents, densityComponents(density)),
});

/** One theme per density, built once: a change of density gives the admin another object, nothing else does. */
export const CONSOLE_THEMES: Record<Density, RaThemeOptions> = { standard: themeOf('standard'), compact: themeOf('compact') };

export const consoleTheme = CONSOLE_THEMES.standard;
