// Test helper: renders inside react-admin (French, a data router under /demo, a session user, the schemas).
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import frenchMessages from 'ra-language-french';
import { AdminContext, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import type { SessionUser } from '../../model/rights';
import { SchemasProvider } from '../schemasContext';

const BASENAME = '/demo';

const i18nProvider = polyglotI18nProvider(() => frenchMessages, 'fr', { allowMissing: true });

const authProviderFor = (user: SessionUser): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(user),
});

export interface RenderOptions {
  /** Only the methods a test needs. */
  dataProvider: Record<string, unknown>;
  user?: SessionUser;
  schemas?: DataSchema[];
  /** Path below the basename the router starts at. */
  path?: string;
  onLocation?: (pathname: string) => void;
}

export function renderInAdmin(
  ui: ReactNode,
  { dataProvider, user = { _id: 'u1', login: 'admin' }, schemas = [], path = '/', onLocation }: RenderOptions,
) {
  return render(
    <TestMemoryRouter initialEntries={[`${BASENAME}${path}`]} locationCallback={(location) => onLocation?.(location.pathname)}>
      <SchemasProvider value={schemas}>
        <AdminContext
          basename={BASENAME}
          dataProvider={dataProvider as unknown as DataProvider}
          authProvider={authProviderFor(user)}
          i18nProvider={i18nProvider}
        >
          {ui}
        </AdminContext>
      </SchemasProvider>
    </TestMemoryRouter>,
  );
}
