export * from './newsletter.js';
export * from './getresponseProtocol.js';
