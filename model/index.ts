// What model/ offers the console and the server: pure TypeScript, no React, no Node I/O.
export * from './metaSchema.js';
export * from './propertyTypes.js';
export * from './propertyTree.js';
export * from './schemaRules.js';
export * from './sections.js';
export * from './rights.js';
export * from './paths.js';
export * from './validation/index.js';
export * from './adminFilter.js';
export * from './diff.js';
export * from './slug.js';
export * from './constants.js';
export * from './layouts/index.js';
export * from './components.js';
