// Layouts (design.md §9): the layout components of the catalogue (catalogue/components/*.json) that the component
// picker lists (routes.ts: GET /api/{siteId}/components, called by app.ts) and saved layouts are checked against, and
// the ComplexComponent record's hook. How a `layout` value is checked stays with the record sanitiser (services/layoutOptions.ts, from richText.ts):
// it is what the generic write does for that property type.
export { ComponentCatalogue, readComponentDefinitions } from './components.js';
export { componentRoutes } from './routes.js';
