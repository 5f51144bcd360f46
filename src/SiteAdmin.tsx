// One react-admin per site, inside the outer router: `key={siteId}` gives each site fresh caches
// (react-query keys carry no site). The screens are our routes; the types are react-admin's resources, given from
// the catalogue.
import { QueryClient } from '@tanstack/react-query';
import { memo, useMemo, useRef, useState } from 'react';
import {
  AdminContext,
  AdminUI,
  CustomRoutes,
  Resource,
  ResourceDefinitionContext,
  localStorageStore,
  useTranslate,
  type RaRecord,
  type ResourceDefinitionContextValue,
} from 'react-admin';
import { Route } from 'react-router';
import type { DataSchema } from '../model/metaSchema';
import { recordLabel } from '../model/recordName';
import { ConsoleExtensionsProvider } from '../schema-adapters/extensions';
import { SchemasProvider } from '../schema-adapters/schemasContext';
import { CONSOLE_EXTENSIONS } from './consoleModules';
import { i18nProvider } from './i18n/i18nProvider';
import { createAuthProvider, SESSION_RECHECK_MS } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { refetchOnMountUnlessEarly, takeEarlyLists } from './providers/earlyList';
import { dataScopeOf, listAddress, listQuery } from './providers/listRequest';
import { siteStoreKey } from './providers/siteStore';
import { createReauthGate } from './providers/reauthGate';
import { ReauthGateContext, ReauthPrompt } from './account/ReauthPrompt';
import { ResourcePathRedirect } from './routing/ResourcePathRedirect';
import { RedirectToSiteRoot } from './routing/SiteRedirect';
import { adminRoutes } from './routing/adminRoutes';
import { useLiveCatalogue } from './schemas/useLiveCatalogue';
import { useSchemasLoader } from './schemas/useSchemasLoader';
import { useSession, useSessionUser } from './session/SessionContext';
import { CenteredNotice } from './shell/CenteredNotice';
import { ConsoleNotification } from './shell/ConsoleNotification';
import { Dashboard } from './shell/Dashboard';
import { FullPageSpinner } from './shell/FullPageSpinner';
import { NoSchemas } from './shell/NoSchemas';
import { ShellLayout } from './shell/ShellLayout';
import { CONSOLE_THEMES } from './theme';
import { usePreference } from '../schema-adapters/shared';

export function SiteAdmin({ siteId }: { siteId: string }) {
  const translate = useTranslate();
  const { check, refresh: refreshSession } = useSession();
  const { state, reload, refresh } = useSchemasLoader(check);
  // A saved schema or site reaches this console at once: sidebar, lists and forms follow without a page reload.
  useLiveCatalogue({ onSchemas: refresh, onSites: refreshSession });

  if (state.status === 'loading') return <FullPageSpinner label={translate('console.schemas.loading')} />;
  if (state.status === 'error') {
    return (
      <CenteredNotice
        message={translate('console.schemas.error', { message: state.message })}
        actionLabel={translate('console.session.retry')}
        onAction={reload}
      />
    );
  }
  return <SiteAdminWithSchemas key={siteId} siteId={siteId} schemas={state.schemas} />;
}

/** react-admin's usePermissions key (no parameters): its answer is set, not fetched. */
const PERMISSIONS_KEY = ['auth', 'getPermissions', {}];
/** react-admin's session check (useAuthenticated, no parameters). */
const CHECK_AUTH_KEY = ['auth', 'checkAuth', {}];

/**
 * The admin's query cache, holding the session just checked: every list, record and creation screen asks react-admin's
 * session check before its data (useAuthenticated), and the answer came a render and a commit later, after which the
 * screen was drawn again and only then asked for its records. The check is asked again at most once a minute, as the
 * auth provider asks the server (an ended session is told anyway by the first call's 401). A list whose first page
 * the entry read (src/providers/earlyList.ts) starts with it, at the address the data provider would ask.
 */
function createAdminQueryClient(siteId: string, schemas: () => DataSchema[]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { refetchOnMount: refetchOnMountUnlessEarly } } });
  client.setQueryDefaults(CHECK_AUTH_KEY.slice(0, 2), { staleTime: SESSION_RECHECK_MS });
  client.setQueryData(CHECK_AUTH_KEY, true);
  takeEarlyLists(client, (resource, params) =>
    listAddress(
      dataScopeOf(
        siteId,
        schemas().find((schema) => schema._id === resource),
      ),
      resource,
      listQuery(params),
    ),
  );
  return client;
}

const noRegistration = () => undefined;

// react-admin's name of a record (its page titles, messages): the console's (model/recordName.ts).
const recordRepresentation = (record: RaRecord) => recordLabel(record);

// react-admin's messages, and the dialog asking for the second factor again (rendered inside the admin, where the API is).
const NotificationsAndPrompts = () => (
  <>
    <ConsoleNotification />
    <ReauthPrompt />
  </>
);

// Memoised, and so are its types' definitions and routes: each navigation drew it again (its parents follow the
// location), drawing every screen that reads the definitions.
const SiteAdminWithSchemas = memo(function SiteAdminWithSchemas({ siteId, schemas }: { siteId: string; schemas: DataSchema[] }) {
  const user = useSessionUser();
  const { login, logout } = useSession();
  // One provider per site, reading the current catalogue: it keeps its ETags when the schemas change.
  // Set while rendering, not in an effect: the screens' queries start in their own effects, which run first.
  const current = useRef(schemas);
  current.current = schemas;
  const reauth = useMemo(createReauthGate, []);
  const dataProvider = useMemo(() => createDataProvider({ siteId, schemas: () => current.current, reauth }), [siteId, reauth]);
  const authProvider = useMemo(() => createAuthProvider({ user, login, logout }), [user, login, logout]);
  // The session user is react-admin's permissions (useSessionUser reads them), set in its cache while rendering (as
  // `current` above) and only when changed, so the admin's first render finds them. Asked of the auth provider, they
  // came a render later, drawing the whole shell and page again before a list's first rows could show. One cache per
  // site (this component is keyed by it), as react-admin makes one per admin.
  const [queryClient] = useState(() => createAdminQueryClient(siteId, () => current.current));
  if (queryClient.getQueryData(PERMISSIONS_KEY) !== user) queryClient.setQueryData(PERMISSIONS_KEY, user);
  // Per-site preferences (list parameters, sidebar).
  const store = useMemo(() => localStorageStore(undefined, siteStoreKey(siteId)), [siteId]);
  // The person's density (the account menu's 'Affichage compact'), on every site.
  const [density] = usePreference(user.login, 'density');

  // The types as react-admin's resources (their labels and record names), given from the catalogue rather than
  // declared as <Resource> children: react-admin registered those one by one in an effect after its first render, then
  // again after the next (200 state updates copying the whole map each, O(n²)), drawing every screen reading them
  // twice more in the commit before a list's first rows. Nothing registers here: the admin has no <Resource> child.
  const resourceDefinitions = useMemo<ResourceDefinitionContextValue>(
    () => ({
      definitions: Object.fromEntries(
        schemas.map((schema) => [
          schema._id,
          Resource.registerResource({ name: schema._id, options: { label: schema.label }, recordRepresentation }),
        ]),
      ),
      register: noRegistration,
      unregister: noRegistration,
    }),
    [schemas],
  );
  const routes = useMemo(
    () => (
      <CustomRoutes>
        {adminRoutes(schemas, siteId)}
        {/* react-admin builds links like /{Type}/{id}: they lead to the same screen at the spec's address. */}
        {schemas.map((schema) => (
          <Route key={`resource-${schema._id}`} path={`${schema._id}/*`} element={<ResourcePathRedirect schema={schema} />} />
        ))}
      </CustomRoutes>
    ),
    [schemas, siteId],
  );

  // Not `requireAuth`: the admin is drawn only for a session just checked (App.tsx's SessionGate), and an ended one is
  // told by the first call's 401. react-admin's own check before its first route drew the page a render later.
  // react-admin's <Admin> is these two, with the types' definitions between them.
  return (
    <ReauthGateContext.Provider value={reauth}>
      <SchemasProvider value={schemas}>
        <ConsoleExtensionsProvider value={CONSOLE_EXTENSIONS}>
          <AdminContext
            key={siteId}
            basename={`/${siteId}`}
            dataProvider={dataProvider}
            authProvider={authProvider}
            queryClient={queryClient}
            i18nProvider={i18nProvider}
            store={store}
            theme={CONSOLE_THEMES[density]}
          >
            <ResourceDefinitionContext.Provider value={resourceDefinitions}>
              <AdminUI
                layout={ShellLayout}
                notification={NotificationsAndPrompts}
                dashboard={Dashboard}
                catchAll={RedirectToSiteRoot}
                ready={NoSchemas}
                loginPage={false}
                disableTelemetry
              >
                {routes}
              </AdminUI>
            </ResourceDefinitionContext.Provider>
          </AdminContext>
        </ConsoleExtensionsProvider>
      </SchemasProvider>
    </ReauthGateContext.Provider>
  );
});
