// Recherche de composants (spec 000 §2, super admin): ComponentFinderPage (default export of its module, loaded
// lazily by custom-pages/index.ts); the site's layouts (useSiteLayouts), shared with the wireframe.
export { findComponents, usageByOwner, QUERY_HINT, MIN_QUERY, MAX_RESULTS } from './finder';
export { useSiteLayouts, type SiteLayouts } from './useSiteLayouts';
export { layoutsOf, schemasWithLayouts, fetchAllRecords, type SiteLayout } from './siteLayouts';
export { OwnerLink } from './OwnerLink';
