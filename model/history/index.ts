export * from './history.js';
export * from './historyText.js';
