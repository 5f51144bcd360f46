// Shared JSON Schemas of the routes (params, errors, records, list answers, the session user).
export * from './common.js';
export * from './records.js';
export * from './session.js';
export * from './declared.js';
