// Wireframe du site (spec 000 §2, super admin): SiteHierarchyPage (default export of its module, loaded lazily by
// custom-pages/index.ts) and the pure tree building (hierarchy.ts).
export { wireframe, wireframeRoots, complexResolver, type WireframeRoot } from './hierarchy';
export { WireframeTree, DEPTH_STOP, CYCLE_STOP } from './WireframeTree';
