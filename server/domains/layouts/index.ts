// Layouts (design.md §9): the layout components of the catalogue (catalogue/components/*.json) that the component
// picker lists (routes.ts: GET /api/{siteId}/components, called by app.ts) and saved layouts are checked against.
// The ComponentCatalogue registers those checks with the record engine: the `layout` property type's value cleaner
// (layoutOptions.ts, run by the record sanitiser on every write) and the ComplexComponent record's hook.
export { ComponentCatalogue, readComponentDefinitions } from './components.js';
export { componentRoutes } from './routes.js';
