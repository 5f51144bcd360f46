// The console is French only (spec 000 §1): react-admin's French messages plus ours.
// allowMissing: a key without translation shows the key rather than breaking the screen.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import frenchMessages from 'ra-language-french';
import { consoleMessages } from './messages';

export const i18nProvider = polyglotI18nProvider(() => ({ ...frenchMessages, ...consoleMessages }), 'fr', [{ locale: 'fr', name: 'Français' }], {
  allowMissing: true,
});
