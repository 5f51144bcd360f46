// The admin's custom routes: one per section (with its sidebar), and one per displayable collection
// that belongs to no section (/{siteId}/{plural}, no sidebar). Paths are case-sensitive (spec 000 §2).
import { Loading } from 'react-admin';
import { Route } from 'react-router';
import { MY_ACCOUNT_PATH, MyAccountPage } from '../account';
import type { DataSchema } from '../../model/metaSchema';
import { collectionPath } from '../../model/paths';
import { SECTIONS } from '../../model/sections';
import { schemasOfSite, withCollection } from './collections';
import { SectionPage } from './SectionPage';
import { StandaloneCollectionPage } from './StandaloneCollectionPage';
import { OnDemandBoundary } from '../../schema-adapters/shared/onDemand';

/** Called as a function: react-admin's <CustomRoutes> needs <Route> elements as its direct children. */
export function adminRoutes(schemas: DataSchema[], siteId: string) {
  const standalone = withCollection(schemasOfSite(schemas, siteId)).filter((schema) => schema.section === 'noneButDisplayable');
  return [
    // One's own account, whatever one's rights: 'Sécurité' and 'Mes sessions' (user menu).
    <Route
      key="my-account"
      caseSensitive
      path={`${MY_ACCOUNT_PATH}/*`}
      element={
        <OnDemandBoundary fallback={<Loading />}>
          <MyAccountPage />
        </OnDemandBoundary>
      }
    />,
    ...SECTIONS.map((section) => (
      <Route key={`section-${section.id}`} caseSensitive path={`${section.path}/*`} element={<SectionPage section={section} />} />
    )),
    ...standalone.map((schema) => (
      <Route key={`schema-${schema._id}`} caseSensitive path={`${collectionPath(schema)}/*`} element={<StandaloneCollectionPage schema={schema} />} />
    )),
  ];
}
