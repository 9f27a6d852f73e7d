export * from './ics-token.js';
