// What the import's two sides share (issue 31): the API's shapes, reading cells and rows, matching columns, a dump's
// order, MongoDB's extended JSON, the refusals' report.
export * from './api.js';
export * from './cells.js';
export * from './columns.js';
export * from './dumpOrder.js';
export * from './extendedJson.js';
export * from './report.js';
export * from './rows.js';
export * from './sniff.js';
