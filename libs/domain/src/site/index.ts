export * from './site-profile.js';
