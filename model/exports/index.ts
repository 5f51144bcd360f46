export * from './exportApi.js';
export * from './exportColumns.js';
export * from './exportFormat.js';
export * from './exportPeriod.js';
export * from './exportPresets.js';
export * from './executeCheck.js';
export * from '../listTools.js';
export * from './updateCommand.js';
