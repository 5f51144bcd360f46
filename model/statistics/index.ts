export * from './statistics.js';
export * from './statisticsAnswers.js';
